import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { dnssecCalls } from './api';
import { algorithmLabel, digestTypeLabel, dnskeyLine, dsLine } from './presentation';
import { fakeHttp } from '../../../tests/support/fakeHttp';

afterEach(clearUnreadable);

const KEY = { flags: 257, protocol: 3, algorithm: 13, publicKey: 'KdyK+VRs1bjGGmBQ', keyTag: 37206 };
const DS = { keyTag: 37206, algorithm: 13, digestType: 2, digest: 'ECEB600B' };

describe('the DNSSEC calls', () => {
    it('send the zone id to their paths: info by GET, the three actions by POST', async () => {
        const fake = fakeHttp({ code: 1, data: { status: 'off' } });
        const calls = dnssecCalls(fake.http);
        await calls.getDnssec(7);
        await calls.enableDnssec(7);
        await calls.checkDnssec(7);
        await calls.disableDnssec(7);
        expect(fake.calls.map(({ path, options }) => [options.method, path, options.query ?? options.body])).toEqual([
            ['GET', 'app/dns/domain/dnssec/info', { id: 7 }],
            ['POST', 'app/dns/domain/dnssec/enable', { id: 7 }],
            ['POST', 'app/dns/domain/dnssec/check', { id: 7 }],
            ['POST', 'app/dns/domain/dnssec/disable', { id: 7 }],
        ]);
    });

    it('read the answer: numbers written as text are numbers, nothing reported', async () => {
        const data = { status: 'waiting', dnskeys: [{ ...KEY, flags: '257' }], ds: [{ ...DS, keyTag: '37206' }], enabledTime: '2026-11-28 12:00:00' };
        expect(await dnssecCalls(fakeHttp({ code: 1, data }).http).enableDnssec(7)).toEqual({
            status: 'waiting',
            dnskeys: [KEY],
            ds: [DS],
            enabledTime: '2026-11-28 12:00:00',
            checkTime: '',
        });
        expect(unreadableSources()).toEqual([]);
    });

    it('an unknown status reads as off, a DS without its digest is dropped; reported', async () => {
        const data = { status: 'signed', dnskeys: [KEY], ds: [DS, { ...DS, digest: '' }] };
        expect(await dnssecCalls(fakeHttp({ code: 1, data }).http).getDnssec(7)).toMatchObject({ status: 'off', ds: [DS] });
        expect(unreadableSources()).toEqual(['app/dns/domain/dnssec/info']);
    });

    it('data that is not a record is an unreadable answer', async () => {
        await expect(dnssecCalls(fakeHttp({ code: 1, data: 'active' }).http).checkDnssec(7)).rejects.toThrow('http.badResponse');
    });
});

describe('the DNSSEC records as a registrar takes them', () => {
    it('the DS and DNSKEY lines, the zone made absolute', () => {
        expect(dsLine('example.com', DS)).toBe('example.com. IN DS 37206 13 2 ECEB600B');
        expect(dnskeyLine('example.com.', KEY)).toBe('example.com. IN DNSKEY 257 3 13 KdyK+VRs1bjGGmBQ');
    });

    it('numbers with their registry names; an unlisted number alone', () => {
        expect(algorithmLabel(13)).toBe('13 (ECDSAP256SHA256)');
        expect(digestTypeLabel(2)).toBe('2 (SHA-256)');
        expect(algorithmLabel(99)).toBe('99');
    });
});
