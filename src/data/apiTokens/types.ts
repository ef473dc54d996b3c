import { permissionsFromText, permissionsToText, type TokenPermissions, type TokenResources } from './scopes';

/** A scoped API token as the console shows it (never its secret: that is answered once, by create and roll). */
export interface ApiToken {
    id: number;
    name: string;
    /** The secret's first characters, to tell tokens apart (`at_3f9c…`). */
    prefix: string;
    permissions: TokenPermissions;
    resources: TokenResources;
    /** Addresses and CIDR blocks; empty: any address. */
    allowIps: string[];
    /** `YYYY-MM-DD HH:mm:ss`; '' when it never expires. */
    expiresAt: string;
    createTime: string;
    /** '' when never used. */
    lastUsedTime: string;
    lastUsedIp: string;
}

/** A token as the calls carry it (designed): lists as comma-joined texts, the resources as a kind and its ids or names. */
export interface WireToken {
    id: number;
    name: string;
    prefix: string;
    scopes: string;
    resourceType: string;
    groupIds: string;
    domains: string;
    allowIps: string;
    expireTime: string;
    createTime: string;
    lastUsedTime: string;
    lastUsedIp: string;
}

/** What creating a token sends (and the demo reads). */
export interface TokenDraft {
    name: string;
    permissions: TokenPermissions;
    resources: TokenResources;
    allowIps: string[];
    expiresAt: string;
}

const split = (joined: string): string[] =>
    joined
        .split(',')
        .map(part => part.trim())
        .filter(Boolean);

export const resourcesFromWire = (kind: string, groupIds: string, domains: string): TokenResources =>
    kind === 'groups'
        ? { kind, groupIds: split(groupIds).map(Number).filter(Number.isInteger) }
        : kind === 'domains'
          ? { kind, domains: split(domains) }
          : { kind: 'all' };

export const tokenFromWire = (wire: WireToken): ApiToken => ({
    id: wire.id,
    name: wire.name,
    prefix: wire.prefix,
    permissions: permissionsFromText(wire.scopes),
    resources: resourcesFromWire(wire.resourceType, wire.groupIds, wire.domains),
    allowIps: split(wire.allowIps),
    expiresAt: wire.expireTime,
    createTime: wire.createTime,
    lastUsedTime: wire.lastUsedTime,
    lastUsedIp: wire.lastUsedIp,
});

/** The form fields of a draft (POST app/user/token/create). */
export const draftToForm = (draft: TokenDraft): Record<string, string> => ({
    name: draft.name,
    scopes: permissionsToText(draft.permissions),
    resourceType: draft.resources.kind,
    groupIds: draft.resources.kind === 'groups' ? draft.resources.groupIds.join(',') : '',
    domains: draft.resources.kind === 'domains' ? draft.resources.domains.join(',') : '',
    allowIps: draft.allowIps.join(','),
    expireTime: draft.expiresAt,
});
