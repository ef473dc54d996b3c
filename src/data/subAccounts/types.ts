import { resourcesFromWire } from '../apiTokens/types';
import type { TokenResources } from '../apiTokens/scopes';
import { isSubRole, type SubRole } from './roles';

/** A sub-account as the owner's list shows it (never its password). */
export interface SubAccount {
    id: number;
    /** What the owner calls it (a colleague's name); the operation log names its changes by it. */
    name: string;
    /** The mail or mobile it signs in with. */
    account: string;
    role: SubRole;
    resources: TokenResources;
    createTime: string;
    /** '' when it never signed in. */
    lastLoginTime: string;
}

/** A sub-account as the calls carry it (designed): the scope as a token's, a kind and comma-joined ids or names. */
export interface WireSubAccount {
    id: number;
    name: string;
    account: string;
    role: string;
    resourceType: string;
    groupIds: string;
    domains: string;
    createTime: string;
    lastLoginTime: string;
}

/** What inviting sends; changing sends the same but the account. */
export interface SubAccountDraft {
    name: string;
    account: string;
    role: SubRole;
    resources: TokenResources;
}

/** An unknown role reads as the narrowest. */
export const roleFromWire = (role: unknown): SubRole => (isSubRole(role) ? role : 'viewer');

export const subAccountFromWire = (wire: WireSubAccount): SubAccount => ({
    id: wire.id,
    name: wire.name,
    account: wire.account,
    role: roleFromWire(wire.role),
    resources: resourcesFromWire(wire.resourceType, wire.groupIds, wire.domains),
    createTime: wire.createTime,
    lastLoginTime: wire.lastLoginTime,
});

/** The scope's form fields (invite and update). */
export const scopeToForm = (role: SubRole, resources: TokenResources): Pick<WireSubAccount, 'role' | 'resourceType' | 'groupIds' | 'domains'> => ({
    role,
    resourceType: resources.kind,
    groupIds: resources.kind === 'groups' ? resources.groupIds.join(',') : '',
    domains: resources.kind === 'domains' ? resources.domains.join(',') : '',
});
