import { describe, expect, it } from 'vitest';
import { apexRecords, nsOutcome } from './nameServers';

const SOA = { mname: 'ns1.dnsconsole.cn', rname: 'hostmaster.dnsconsole.cn', serial: 1, refresh: 3600, retry: 600, expire: 1209600, minimum: 600, ttl: 600 };
const NS = '["ns1.dnsconsole.cn","ns2.dnsconsole.cn"]';

describe('name servers', () => {
    it('gives one NS row per assigned server, then the SOA, a day of TTL when the backend does not say', () => {
        expect(apexRecords({ nsRecords: NS, soa: SOA, nsTtl: 3600 })).toEqual([
            { key: 'NS ns1.dnsconsole.cn', type: 'NS', value: 'ns1.dnsconsole.cn', ttl: 3600 },
            { key: 'NS ns2.dnsconsole.cn', type: 'NS', value: 'ns2.dnsconsole.cn', ttl: 3600 },
            { key: 'SOA', type: 'SOA', soa: SOA, ttl: 600 },
        ]);
        expect(apexRecords({ nsRecords: 'ns1.a.net, ns2.a.net' }).map(row => [row.type, row.ttl])).toEqual([
            ['NS', 86400],
            ['NS', 86400],
        ]);
        expect(apexRecords({ nsRecords: undefined })).toEqual([]);
    });

    it('says what the check found: ok, pending, or wrong with the servers found and the ones to set', () => {
        expect(nsOutcome({ whoisStatus: 1, nsRecords: NS, errorInfo: NS })).toEqual({ state: 'ok' });
        expect(nsOutcome({ whoisStatus: 0, nsRecords: NS })).toEqual({ state: 'pending' });
        expect(nsOutcome({ whoisStatus: 2, nsRecords: NS, errorInfo: '["dns1.hichina.com"]' })).toEqual({
            state: 'wrong',
            found: ['dns1.hichina.com'],
            assigned: ['ns1.dnsconsole.cn', 'ns2.dnsconsole.cn'],
        });
    });
});
