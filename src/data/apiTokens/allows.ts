import dayjs from 'dayjs';
import { inAllowList, parseAllowList } from '../../validation/ipAllowList';
import { levelGrants, resourcesReach, type TokenAction, type TokenArea, type TokenPermissions, type TokenResources } from './scopes';

/** What the scope check reads of a token. */
export interface TokenScope {
    permissions: TokenPermissions;
    resources: TokenResources;
    /** Addresses and CIDR blocks, one an entry; empty: any address. */
    allowIps: readonly string[];
    /** `YYYY-MM-DD HH:mm:ss`; '' when it never expires. */
    expiresAt: string;
}

/** One call as the check sees it. */
export interface TokenRequest {
    area: TokenArea;
    action: TokenAction;
    /** The domain the call names; none for a call across domains (a list, a batch by ids). */
    domain?: string;
    /** The groups that domain is in. */
    groups?: readonly number[];
    /** The caller's address. */
    ip: string;
    now: Date;
}

/**
 * The check's answer: allowed, or what is missing: the token expired, the address is not allowed, the area (or
 * its write level) is not granted, or the domain is outside the token's resources.
 */
export type TokenVerdict =
    | { allowed: true }
    | { allowed: false; missing: 'expired'; expiresAt: string }
    | { allowed: false; missing: 'ip'; ip: string }
    | { allowed: false; missing: 'area'; area: TokenArea; action: TokenAction }
    | { allowed: false; missing: 'domain'; domain?: string };

/**
 * Whether a token may make a call, checked in the order a caller can act on: expiry, address, area, domain.
 * A token limited to some domains may read across domains (a list) but not write without naming one.
 */
export const allows = (token: TokenScope, request: TokenRequest): TokenVerdict => {
    if (token.expiresAt && !dayjs(request.now).isBefore(dayjs(token.expiresAt))) return { allowed: false, missing: 'expired', expiresAt: token.expiresAt };
    if (token.allowIps.length > 0 && !inAllowList(parseAllowList(token.allowIps).entries, request.ip)) return { allowed: false, missing: 'ip', ip: request.ip };
    if (!levelGrants(token.permissions[request.area], request.action)) return { allowed: false, missing: 'area', area: request.area, action: request.action };
    if (token.resources.kind === 'all') return { allowed: true };
    if (request.domain === undefined) return request.action === 'read' ? { allowed: true } : { allowed: false, missing: 'domain' };
    return resourcesReach(token.resources, request.domain, request.groups ?? [])
        ? { allowed: true }
        : { allowed: false, missing: 'domain', domain: request.domain };
};
