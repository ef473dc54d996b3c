import { describe, expect, it } from 'vitest';
import type { TokenResources } from '../apiTokens/scopes';
import type { DomainNeed } from '../domainLicenses/rights';
import { subAccountAllows, type SubAccountVerdict } from './access';
import { subAccountMayCall } from './ownerOnly';
import { roleAllows, type SubRole } from './roles';

describe('roleAllows', () => {
    it.each<[SubRole, DomainNeed, boolean]>([
        ['viewer', 'read', true],
        ['viewer', 'records', false],
        ['viewer', 'owner', false],
        ['recordsEditor', 'read', true],
        ['recordsEditor', 'records', true],
        ['recordsEditor', 'owner', false],
        ['domainAdmin', 'read', true],
        ['domainAdmin', 'records', true],
        ['domainAdmin', 'owner', true],
    ])('%s, %s: %s', (role, need, allowed) => expect(roleAllows(role, need)).toBe(allowed));
});

const ALL: TokenResources = { kind: 'all' };
const GROUP_3: TokenResources = { kind: 'groups', groupIds: [3] };
const EXAMPLE: TokenResources = { kind: 'domains', domains: ['example.com'] };
const inGroup3 = { domain: 'test-a.cn', groups: [1, 3] };
const ungrouped = { domain: 'shop.cn', groups: [] };
const example = { domain: 'EXAMPLE.com', groups: [2] };

describe('subAccountAllows: the scope first, then the role', () => {
    it.each<[string, SubRole, TokenResources, { domain: string; groups: number[] }, DomainNeed, SubAccountVerdict]>([
        ['every domain, a read', 'viewer', ALL, ungrouped, 'read', { allowed: true }],
        ['every domain, a viewer changing records', 'viewer', ALL, ungrouped, 'records', { allowed: false, missing: 'role', need: 'records' }],
        ['a chosen group, its domain', 'recordsEditor', GROUP_3, inGroup3, 'records', { allowed: true }],
        ['a chosen group, another domain', 'recordsEditor', GROUP_3, ungrouped, 'read', { allowed: false, missing: 'domain', domain: 'shop.cn' }],
        ['a chosen group, an owner action', 'recordsEditor', GROUP_3, inGroup3, 'owner', { allowed: false, missing: 'role', need: 'owner' }],
        ['a chosen domain in another case', 'domainAdmin', EXAMPLE, example, 'owner', { allowed: true }],
        ['a domain outside before the role', 'viewer', EXAMPLE, ungrouped, 'owner', { allowed: false, missing: 'domain', domain: 'shop.cn' }],
    ])('%s', (_, role, resources, domain, need, verdict) => expect(subAccountAllows({ role, resources }, domain, need)).toEqual(verdict));
});

describe('subAccountMayCall: the owner keeps the account', () => {
    it.each<[string, boolean]>([
        ['app/dns/domain/list', true],
        ['app/dns/record/set', true],
        ['app/dns/record/changes/apply', true],
        ['app/dns/domain/dnssec/enable', true],
        ['app/account/userinfo', true],
        ['app/dns/domain/save', false],
        ['app/dns/domain_group/save', false],
        ['app/account/changepwd', false],
        ['app/user/token/create', false],
        ['app/user/subaccount/invite', false],
        ['app/pay/balancePay', false],
        ['app/dns/domain/license/save', false],
        ['app/dns/batch/add/record', false],
    ])('%s: %s', (path, open) => expect(subAccountMayCall(path)).toBe(open));
});
