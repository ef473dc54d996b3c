import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_DB_STORAGE_KEY, SCHEMA_VERSION, getDemoDb, reloadDemoDb, resetDemoDb, saveDemoDb } from './db';
import { createSeed } from './seed';
import { call, loginAdmin, loginUser, setupDemoServer } from '../../tests/support/demo';

/** The seed's users: a fresh seed is recognisable by them. */
const SEED_USERS = createSeed().users.length;

setupDemoServer();

afterEach(() => vi.restoreAllMocks());

describe('demo backend: database', () => {
    it('seeds realistic data', () => {
        const db = createSeed();
        expect(db.recursiveSegments).toHaveLength(8);
        expect(db.messages.filter(message => message.userId === 1)).toHaveLength(25);
        expect(db.sysConfigs.length).toBeGreaterThanOrEqual(12);
        expect(db.sysConfigs.find(config => config.id === 37)?.paramKey).toBe('CDN_NODE_CHECK');
        for (const config of db.sysConfigs) expect(() => JSON.parse(config.paramValue)).not.toThrow();
    });

    it('keeps changes across a reload from localStorage, and a token stays valid', async () => {
        const token = await loginAdmin();
        await call('sys/dns/recursive/deleteDnsRecursive/detail', { token, json: { ids: '1' } });
        expect(JSON.parse(localStorage.getItem(DEMO_DB_STORAGE_KEY)!).db.recursiveSegments).toHaveLength(7);

        const db = reloadDemoDb();
        expect(db.recursiveSegments.some(segment => segment.id === 1)).toBe(false);
        const data = (await call('sys/dns/recursive/GetDnsRecursive/detail', { token, json: { mode: 2, page: 1, limit: 20 } })).data as { totalCount: number };
        expect(data.totalCount).toBe(7);
    });

    it('resets to the seed, signing everybody out', async () => {
        const token = await loginUser();
        getDemoDb().recursiveSegments = [];
        saveDemoDb();
        resetDemoDb();
        expect(getDemoDb().recursiveSegments).toHaveLength(8);
        expect(reloadDemoDb().recursiveSegments).toHaveLength(8);
        expect((await call('app/account/userinfo', { token })).code).toBe(401);
    });

    it('takes the copy another tab wrote before answering, so that tab keeps its session', async () => {
        getDemoDb();
        const otherTab = createSeed();
        otherTab.sessions.push({ token: 'from-the-other-tab', audience: 'user', userId: 1, expiresAt: Date.now() + 60_000 });
        localStorage.setItem(DEMO_DB_STORAGE_KEY, JSON.stringify({ version: SCHEMA_VERSION, db: otherTab }));
        expect((await call('app/account/userinfo', { token: 'from-the-other-tab' })).code).toBe(1);
        const stored = (JSON.parse(localStorage.getItem(DEMO_DB_STORAGE_KEY)!) as { db: typeof otherTab }).db.sessions;
        expect(stored.map(session => session.token)).toEqual([...createSeed().sessions.map(session => session.token), 'from-the-other-tab']);
    });

    it('a request that only reads never overwrites what another tab stored while it ran', () => {
        const db = getDemoDb();
        const otherTab = JSON.stringify({ version: SCHEMA_VERSION, db: { ...db, recursiveSegments: [] } });
        localStorage.setItem(DEMO_DB_STORAGE_KEY, otherTab);
        saveDemoDb(); // the end of a read-only request that started before the other tab wrote
        expect(localStorage.getItem(DEMO_DB_STORAGE_KEY)).toBe(otherTab);
    });

    it('stores its copy again when the storage was cleared', () => {
        getDemoDb();
        localStorage.removeItem(DEMO_DB_STORAGE_KEY);
        getDemoDb();
        expect(JSON.parse(localStorage.getItem(DEMO_DB_STORAGE_KEY)!).db.users).toHaveLength(SEED_USERS);
    });

    it('falls back to the seed on corrupt or foreign JSON', () => {
        localStorage.setItem(DEMO_DB_STORAGE_KEY, '{not json');
        expect(reloadDemoDb().recursiveSegments).toHaveLength(8);
        localStorage.setItem(DEMO_DB_STORAGE_KEY, JSON.stringify({ version: SCHEMA_VERSION, db: { users: 'nope' } }));
        expect(reloadDemoDb().users).toHaveLength(SEED_USERS);
    });

    it('runs from memory when localStorage throws', async () => {
        vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
            throw new Error('SecurityError');
        });
        vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
            throw new Error('QuotaExceededError');
        });
        expect(reloadDemoDb().users).toHaveLength(SEED_USERS);
        const token = await loginUser();
        expect((await call('app/account/userinfo', { token })).code).toBe(1);
    });

    it('without localStorage (Node, as in the bench server) keeps the database in memory and never serializes it', async () => {
        vi.stubGlobal('localStorage', undefined);
        try {
            expect(reloadDemoDb().users).toHaveLength(SEED_USERS);
            const stringify = vi.spyOn(JSON, 'stringify');
            const token = await loginUser();
            expect((await call('app/account/userinfo', { token })).code).toBe(1);
            expect(getDemoDb().sessions.some(session => session.token === token)).toBe(true);
            // each call serialized the whole database twice before (about 10 ms a call in Node)
            expect(stringify.mock.calls.some(([value]) => typeof value === 'object' && value !== null && 'db' in value)).toBe(false);
        } finally {
            vi.unstubAllGlobals();
        }
    });
});
