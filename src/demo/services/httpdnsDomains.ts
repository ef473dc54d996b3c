import { domainsOf } from '../dns/access';
import type { DemoHttpdnsDomain, DemoHttpdnsUserConfig } from '../admin/httpdnsAdmin';
import { DemoError } from '../http';
import type { DemoDb } from '../model';
import { createRng, hashText } from '../prng';
import { now } from '../time';

/**
 * The demo's HTTPDNS for users. The domains and the allowed-domain list live in the admin's table (db.httpdns),
 * so what a user enables shows in the admin console; only the user's keys are kept here.
 */
interface DemoHttpdnsKeys {
    userId: number;
    secretKey: string;
    aesKey: string;
}

export interface DemoHttpdnsUserState {
    keys: DemoHttpdnsKeys[];
}

/** A user may enable at most this many domains. */
const HTTPDNS_DOMAIN_LIMIT = 100;

const hex = (rng: () => number, length: number) => Array.from({ length }, () => Math.floor(rng() * 16).toString(16)).join('');

const makeKeys = (userId: number, seed: number): DemoHttpdnsKeys => {
    const rng = createRng(seed);
    return { userId, secretKey: hex(rng.next, 32), aesKey: hex(rng.next, 16) };
};

export const seedHttpdnsUser = (_at: Date): DemoHttpdnsUserState => ({ keys: [makeKeys(1, 1101)] });

/** The user's keys, made on first use. */
export const keysOf = (db: DemoDb, userId: number): DemoHttpdnsKeys => {
    const state = db.httpdnsUser;
    let keys = state.keys.find(row => row.userId === userId);
    if (!keys) {
        keys = makeKeys(userId, hashText(`httpdns-keys:${userId}:${Date.now()}`));
        state.keys.push(keys);
    }
    return keys;
};

/** A new key of one kind (random: a regenerated key is never the old one). */
export const regenerateKey = (db: DemoDb, userId: number, kind: 'secret' | 'aes'): DemoHttpdnsKeys => {
    const keys = keysOf(db, userId);
    const fresh = makeKeys(userId, hashText(`httpdns-reset:${userId}:${kind}:${Date.now()}:${Math.random()}`));
    if (kind === 'secret') keys.secretKey = fresh.secretKey;
    else keys.aesKey = fresh.aesKey;
    return keys;
};

/** The user's row of the admin's user configs (account id, allowed domains), made on first use. */
export const userConfigOf = (db: DemoDb, userId: number): DemoHttpdnsUserConfig => {
    const configs = db.httpdns.userConfigs;
    let config = configs.find(row => row.userId === userId);
    if (!config) {
        config = {
            id: configs.reduce((max, row) => Math.max(max, row.id), 0) + 1,
            userId,
            accountId: String(100000 + userId),
            domains: '',
            qpsLimit: 0,
            status: 1,
            createTime: now(),
        };
        configs.push(config);
    }
    return config;
};

export const httpdnsDomainsOf = (db: DemoDb, userId: number): DemoHttpdnsDomain[] => db.httpdns.domains.filter(row => row.userId === userId);

/** Enables a domain for the user (in the admin's table); refuses a duplicate or more than the limit. */
export const addHttpdnsDomain = (db: DemoDb, userId: number, domain: string): DemoHttpdnsDomain => {
    const own = httpdnsDomainsOf(db, userId);
    if (own.some(row => row.domain === domain)) throw new DemoError(`域名已开通HTTPDNS：${domain}`);
    if (own.length >= HTTPDNS_DOMAIN_LIMIT) throw new DemoError(`最多可添加${HTTPDNS_DOMAIN_LIMIT}个HTTPDNS域名`);
    const row: DemoHttpdnsDomain = {
        id: db.httpdns.domains.reduce((max, item) => Math.max(max, item.id), 0) + 1,
        domain,
        userId,
        queryCount: 0,
        status: 1,
        createTime: now(),
    };
    db.httpdns.domains.push(row);
    return row;
};

/** Removes the user's domains by id (others' ids are ignored) and drops them from the allowed list. */
export const removeHttpdnsDomains = (db: DemoDb, userId: number, ids: number[]): number => {
    const removed = db.httpdns.domains.filter(row => row.userId === userId && ids.includes(row.id));
    if (!removed.length) throw new DemoError('请选择要删除的域名');
    const names = new Set(removed.map(row => row.domain));
    db.httpdns.domains = db.httpdns.domains.filter(row => !removed.includes(row));
    const config = db.httpdns.userConfigs.find(row => row.userId === userId);
    if (config)
        config.domains = config.domains
            .split(',')
            .filter(name => name && !names.has(name))
            .join(',');
    return removed.length;
};

/** The hosted zone a name belongs to (the longest match among the user's domains), with the host in it. */
export const zoneOfName = (db: DemoDb, userId: number, name: string) => {
    const zone = domainsOf(db, userId)
        .filter(row => name === row.domain || name.endsWith(`.${row.domain}`))
        .sort((a, b) => b.domain.length - a.domain.length)[0];
    if (!zone) return undefined;
    return { zone, host: name === zone.domain ? '@' : name.slice(0, -(zone.domain.length + 1)) };
};
