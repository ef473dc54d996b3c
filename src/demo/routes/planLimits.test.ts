import { describe, expect, it } from 'vitest';
import { call, setupDemoServer } from '../../../tests/support/demo';
import { listDomains, user1, type WireDomain } from '../../../tests/support/demoDns';
import { getDemoDb } from '../db';
import { recordContent } from '../../../tests/support/zoneRecords';
import type { RecordContent } from '../../zone';

setupDemoServer();

/** A domain of user 1 without a plan in use: the free plan's limits. */
const freeZone = async (token: string): Promise<WireDomain> => {
    const planned = new Set(
        getDemoDb()
            .consumes.filter(row => row.mode === 1)
            .map(row => row.domainId),
    );
    return (await listDomains(token, { limit: 50 })).list.find(domain => !planned.has(domain.id) && !domain.locked)!;
};

const record = (fields: Partial<RecordContent>) => recordContent({ top: 'plan-test', value: '192.0.2.50', ...fields });

describe("demo backend: the plan's limits", () => {
    it('answers the free plan: TTL from 600, three lines, no URL forwarding', async () => {
        const token = await user1();
        const zone = await freeZone(token);
        const limits = (await call('app/dns/domain/limits', { token, query: { domain_id: zone.id } })).data as Record<string, unknown>;
        expect(limits).toMatchObject({ plan: '免费版', minTtl: 600, recordLimit: 50, lineIds: ['1', expect.any(String), expect.any(String)] });
        expect(limits.recordTypes).not.toContain('XURL');
    });

    it('refuses a TTL, a line and a type the plan does not offer when sent anyway, and takes what it offers', async () => {
        const token = await user1();
        const zone = await freeZone(token);
        const answer = await call('app/dns/record/changes/apply', {
            token,
            json: {
                domain_id: zone.id,
                domain: zone.domain,
                source: 'dialog',
                operations: [
                    { op: 'add', record: record({ ttl: 60 }) },
                    { op: 'add', record: record({ top: 'plan-line', record_line_id: '999', record_line_name: '境外' }) },
                    { op: 'add', record: record({ top: 'plan-url', record_type: 'XURL', value: 'https://example.net' }) },
                    { op: 'add', record: record({ top: 'plan-ok' }) },
                ],
            },
        });
        const { list } = answer.data as { list: { code: number; msg: string }[] };
        expect(list.map(row => row.code)).toEqual([500, 500, 500, 1]);
        expect(list[0].msg).toBe('当前套餐（免费版）的 TTL 最小为 600 秒');
        expect(list[2].msg).toBe('当前套餐（免费版）不支持 XURL 记录');
    });
});
