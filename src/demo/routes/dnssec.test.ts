import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';
import { getDemoDb } from '../db';
import { dnskeyRdata, dsOf, keyTagOf, type ZoneDs, type ZoneKey } from '../dns/dnssecKeys';

setupDemoServer();

let token = '';
let id = 0;
beforeEach(async () => {
    token = await loginUser();
    id = getDemoDb().domains.find(domain => domain.userId === 1 && domain.domain === 'example.com')!.id;
});
afterEach(() => vi.restoreAllMocks());

const post = (action: string, domainId = id) => call(`app/dns/domain/dnssec/${action}`, { token, json: { id: domainId } });
/** An answer's data, as the DNSSEC calls give it. */
const dataOf = async (answer: ReturnType<typeof call>) => (await answer).data as { status: string; dnskeys: ZoneKey[]; ds: ZoneDs[] };
const info = () => call('app/dns/domain/dnssec/info', { token, query: { id } });

// a fixed P-256 public key and its DS for example.com as dnspython 2.3 computes them (dns.dnssec.make_ds(..., 'SHA256'))
const P256 = 'KdyK+VRs1bjGGmBQ+KVME9Dk2bUMHVh0DclSRAy8xenPoB/2p5tpVQLMr5fOBlBF/CZPDcHVzKvdqxUw/Zhl5w==';
const DNSPYTHON_DS = { keyTag: 37206, algorithm: 13, digestType: 2, digest: 'ECEB600B22E0FB9F785F9470590FA8265C2BAA47E8F9888F35FEE614CDDEAFCD' };

/** The next key the demo generates is the fixed one. */
const nextKeyIsFixed = async () => {
    const subtle = globalThis.crypto.subtle;
    const raw = Uint8Array.from([4, ...Uint8Array.from(atob(P256), char => char.charCodeAt(0))]);
    const publicKey = await subtle.importKey('raw', raw, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']);
    vi.spyOn(subtle, 'generateKey').mockResolvedValueOnce({ publicKey, privateKey: publicKey } as CryptoKeyPair);
};

describe('demo DNSSEC calls', () => {
    it('a zone starts off, with no key', async () => {
        expect(await info()).toMatchObject({ code: 1, data: { status: 'off', dnskeys: [], ds: [], enabledTime: '', checkTime: '' } });
    });

    it("enabling answers the key's DNSKEY and the DS dnspython computes for it", async () => {
        await nextKeyIsFixed();
        const enabled = await post('enable');
        expect(enabled).toMatchObject({
            code: 1,
            data: {
                status: 'waiting',
                dnskeys: [{ flags: 257, protocol: 3, algorithm: 13, publicKey: P256, keyTag: 37206 }],
                ds: [DNSPYTHON_DS],
                checkTime: '',
            },
        });
        expect(await info()).toEqual(enabled);
    });

    it('a generated key: the DS answered is the one of the DNSKEY answered', async () => {
        const data = await dataOf(post('enable'));
        const [key] = data.dnskeys;
        expect(key.keyTag).toBe(keyTagOf(dnskeyRdata(key)));
        expect(data.ds).toEqual([await dsOf('example.com', key)]);
    });

    it('enabling again keeps the key: the DS given to the registrar stays right', async () => {
        const first = await post('enable');
        expect(await post('enable')).toEqual(first);
    });

    it('the parent shows the DS at the second check: waiting, then active, and active it stays', async () => {
        await post('enable');
        const first = await post('check');
        expect(first).toMatchObject({ code: 1, data: { status: 'waiting' } });
        expect((first.data as { checkTime: string }).checkTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
        expect(await post('check')).toMatchObject({ data: { status: 'active' } });
        expect(await post('check')).toMatchObject({ data: { status: 'active' } });
        expect(await info()).toMatchObject({ data: { status: 'active' } });
    });

    it('disabling drops the key and logs it; enabling again makes a new key, waiting again', async () => {
        const first = await dataOf(post('enable'));
        await post('check');
        await post('check');
        expect(await post('disable')).toMatchObject({ code: 1, data: { status: 'off', dnskeys: [], ds: [] } });
        expect(await info()).toMatchObject({ data: { status: 'off' } });
        const again = await dataOf(post('enable'));
        expect(again.status).toBe('waiting');
        expect(again.dnskeys[0].publicKey).not.toBe(first.dnskeys[0].publicKey);
        const actions = getDemoDb()
            .operationLogs.filter(row => row.domainId === id)
            .map(row => row.action);
        expect(actions.slice(-3)).toEqual(['开启DNSSEC', '关闭DNSSEC', '开启DNSSEC']);
    });

    it('refuses a check while off, and a domain that is not the user own', async () => {
        expect(await post('check')).toMatchObject({ code: 500, msg: '该域名未开启DNSSEC' });
        const other = getDemoDb().domains.find(domain => domain.userId !== 1)!.id;
        expect(await post('enable', other)).toMatchObject({ code: 500, msg: '域名不存在' });
    });

    it('deleting the domain drops its DNSSEC state', async () => {
        await post('enable');
        await call('app/dns/batch/delete/domain', { token, form: { ids: String(id) } });
        expect(getDemoDb().dnssec).toEqual([]);
    });
});
