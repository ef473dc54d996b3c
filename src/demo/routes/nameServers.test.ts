import { describe, expect, it } from 'vitest';
import { call, setupDemoServer } from '../../../tests/support/demo';
import { domainNamed, user1 } from '../../../tests/support/demoDns';

setupDemoServer();

const info = async (token: string, id: number) => (await call('app/dns/domain/info', { token, query: { id } })).data as Record<string, unknown>;
const checkNs = async (token: string, id: number) => call('app/dns/domain/checkNs', { token, json: { id } });

describe('demo backend: name servers', () => {
    it('gives a domain its SOA and NS TTL in the info answer, the SOA naming the first assigned server', async () => {
        const token = await user1();
        const example = await domainNamed(token, 'example.com');
        const read = await info(token, example.id);
        expect(JSON.parse(String(read.nsRecords))).toEqual(['ns1.dnsconsole.cn', 'ns2.dnsconsole.cn']);
        expect(read.nsTtl).toBe(86400);
        expect(read.soa).toMatchObject({
            mname: 'ns1.dnsconsole.cn',
            rname: 'hostmaster.dnsconsole.cn',
            refresh: 3600,
            retry: 600,
            expire: 1209600,
            minimum: 600,
        });
        expect((read.soa as { serial: number }).serial).toBeGreaterThan(1_600_000_000);
    });

    it('checks now: a domain pointing here stays correct, with the time of the check', async () => {
        const token = await user1();
        const example = await domainNamed(token, 'example.com');
        const checked = await checkNs(token, example.id);
        expect(checked.code).toBe(1);
        expect(checked.data).toMatchObject({ id: example.id, whoisStatus: 1, ckTime: expect.stringMatching(/^\d{4}-/) });
        expect(JSON.parse(String((checked.data as { errorInfo: string }).errorInfo))).toEqual(['ns1.dnsconsole.cn', 'ns2.dnsconsole.cn']);
    });

    it('checks a new domain: the registrar still lists its own servers, found and kept for the next check', async () => {
        const token = await user1();
        const added = await call('app/dns/domain/save', { token, json: { operation_type: 'add', domain: 'e2e-nameservers.com', id: 0 } });
        const id = (added.data as { id: number }).id;
        expect((await info(token, id)).whoisStatus).toBe(0);
        const checked = (await checkNs(token, id)).data as { whoisStatus: number; errorInfo: string };
        expect(checked.whoisStatus).toBe(2);
        expect(JSON.parse(checked.errorInfo)).toEqual(['dns1.hichina.com', 'dns2.hichina.com']);
        expect(((await checkNs(token, id)).data as { errorInfo: string }).errorInfo).toBe(checked.errorInfo);
        const row = await domainNamed(token, 'e2e-nameservers.com');
        expect(row).toMatchObject({ whoisStatus: 2 });
    });

    it('refuses to check a domain that is not the user own', async () => {
        const token = await user1();
        expect(await checkNs(token, 999999)).toMatchObject({ code: 500, msg: '域名不存在' });
    });
});
