import { allows, type TokenVerdict } from '../../data/apiTokens/allows';
import { callScope, type CallScope } from '../../data/apiTokens/calls';
import { TOKEN_AREA_NAMES, type TokenArea } from '../../data/apiTokens/scopes';
import { tokenFromWire } from '../../data/apiTokens/types';
import { int, text, type Input } from '../fields';
import { DemoError } from '../http';
import type { DemoApiToken, DemoDb, DemoDomain, DemoSession } from '../model';
import { now } from '../time';
import { clientOf } from './client';

/** The areas as the server names them in a refusal. */
const AREA_NAMES: Record<TokenArea, string> = {
    domains: '域名',
    records: '解析记录',
    statistics: '统计',
    monitoring: '监控',
    logs: '日志',
};
if (TOKEN_AREA_NAMES.some(area => !AREA_NAMES[area])) throw new Error('every token area needs a name');

/** Why a scoped token was refused, naming what is missing (HTTP 200, code 403, as the backend refuses). */
export const refusal = (verdict: Exclude<TokenVerdict, { allowed: true }>): string => {
    switch (verdict.missing) {
        case 'expired':
            return `令牌已于 ${verdict.expiresAt} 过期`;
        case 'ip':
            return `令牌不允许从 ${verdict.ip} 调用`;
        case 'area':
            return `令牌没有「${AREA_NAMES[verdict.area]}」的${verdict.action === 'write' ? '写入' : '读取'}权限`;
        case 'domain':
            return verdict.domain ? `令牌无权访问域名 ${verdict.domain}` : '令牌只能修改指定的域名：请求须指明域名';
    }
};

/** The domain a call names, by the fields its scope lists (an id, or the name in `domain`); undefined when none. */
const namedDomain = (db: DemoDb, userId: number, scope: CallScope, input: Input): DemoDomain | { domain: string; id: 0 } | undefined => {
    for (const field of scope.domainFields) {
        if (field === 'domain') {
            const name = text(input.domain).toLowerCase();
            if (name) return db.domains.find(domain => domain.userId === userId && domain.domain === name) ?? { domain: name, id: 0 };
        } else {
            const id = int(input[field], 0);
            const found = id > 0 ? db.domains.find(domain => domain.userId === userId && domain.id === id) : undefined;
            if (found) return found;
        }
    }
    return undefined;
};

const groupsOf = (db: DemoDb, domainId: number): number[] => db.domainGroups.filter(group => group.domainIds.includes(domainId)).map(group => group.id);

/**
 * A call made with a key in the `apikey` header instead of a console token: the legacy key acts as its user on
 * any call; a scoped token only on the calls of its areas, its domains, from its addresses, before its expiry.
 * Answers the passing session the route runs with, or throws the refusal; undefined when the header holds no key.
 */
export const keySession = (db: DemoDb, request: Request, path: string, input: Input): DemoSession | undefined => {
    const key = request.headers.get('apikey')?.trim();
    if (!key) return undefined;
    const passing = (userId: number): DemoSession => ({ token: '', audience: 'user', userId, expiresAt: Date.now() + 60_000 });
    const owner = db.users.find(user => user.apiKey && user.apiKey === key);
    if (owner) return passing(owner.userId);
    const token = db.apiTokens.find(candidate => candidate.secret === key);
    if (!token) throw new DemoError('invalid token', 401);
    const scope = callScope(path);
    if (!scope) throw new DemoError('令牌不能调用此接口', 403);
    const domain = namedDomain(db, token.userId, scope, input);
    const { ip } = clientOf(request);
    const verdict = allows(tokenFromWire(token), {
        area: scope.area,
        action: scope.action,
        domain: domain?.domain,
        groups: domain && domain.id ? groupsOf(db, domain.id) : [],
        ip,
        now: new Date(),
    });
    if (!verdict.allowed) throw new DemoError(refusal(verdict), 403);
    token.lastUsedTime = now();
    token.lastUsedIp = ip;
    return passing(token.userId);
};

/** A new secret: `at_` and 32 hex digits. */
export const newTokenSecret = (): string =>
    `at_${Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), byte => byte.toString(16).padStart(2, '0')).join('')}`;

/** The part of a secret the list shows. */
export const secretPrefix = (secret: string): string => secret.slice(0, 7);

/** The seeded tokens of the first user: one for a deploy job on one domain, one read-only for a dashboard. */
export const seedApiTokens = (daysAgo: (days: number) => string): DemoApiToken[] => [
    {
        id: 1,
        userId: 1,
        name: 'CI 部署',
        secret: 'at_demo_0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f',
        prefix: 'at_demo',
        scopes: 'records:write',
        resourceType: 'domains',
        groupIds: '',
        domains: 'example.com',
        allowIps: '58.33.12.0/24,2001:db8::/32',
        expireTime: '',
        createTime: daysAgo(20),
        lastUsedTime: daysAgo(0.3),
        lastUsedIp: '58.33.12.8',
    },
    {
        id: 2,
        userId: 1,
        name: 'Grafana 看板',
        secret: 'at_demo_9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c',
        prefix: 'at_demo',
        scopes: 'statistics:read,monitoring:read',
        resourceType: 'all',
        groupIds: '',
        domains: '',
        allowIps: '',
        expireTime: '',
        createTime: daysAgo(45),
        lastUsedTime: '',
        lastUsedIp: '',
    },
];
