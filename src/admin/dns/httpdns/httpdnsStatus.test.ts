import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHttpdnsStatus, toHttpdnsStatus } from './httpdnsStatus';
import { toHttpdnsConfig, toHttpdnsForm } from './configForm';

describe('HTTPDNS status 0 / 1 / 3 (SPEC section 4)', () => {
    it.each([
        [false, false, 0],
        [false, true, 0],
        [true, false, 1],
        [true, true, 3],
    ] as const)('main %s, https %s saves %i', (enabled, https, status) => {
        expect(toHttpdnsStatus({ enabled, https })).toBe(status);
    });

    it.each([
        [0, false, false],
        [1, true, false],
        [3, true, true],
        ['1', true, false],
        ['3', true, true],
        [2, false, false],
        [undefined, false, false],
        [null, false, false],
    ] as const)('status %s loads main %s, https %s', (status, enabled, https) => {
        expect(fromHttpdnsStatus(status)).toEqual({ enabled, https });
    });

    it('round-trips every status, and every switch pair the page can save', () => {
        fc.assert(fc.property(fc.constantFrom(0, 1, 3), status => toHttpdnsStatus(fromHttpdnsStatus(status)) === status));
        fc.assert(
            fc.property(fc.boolean(), fc.boolean(), (enabled, https) => {
                const loaded = fromHttpdnsStatus(toHttpdnsStatus({ enabled, https }));
                return loaded.enabled === enabled && loaded.https === (enabled && https);
            }),
        );
    });

    it('maps the config to the form with default ports, and back with httpsStatus in step', () => {
        const form = toHttpdnsForm({ status: 3, domain: 'h.example.com', certCrt: 'C', certKey: 'K' });
        expect(form).toEqual({ enabled: true, https: true, portHttp: '80', portHttps: '443', domain: 'h.example.com', certCrt: 'C', certKey: 'K' });
        expect(toHttpdnsConfig({ ...form, portHttp: ' 8080 ' })).toEqual({
            status: 3,
            httpsStatus: 1,
            portHttp: 8080,
            portHttps: 443,
            domain: 'h.example.com',
            certCrt: 'C',
            certKey: 'K',
        });
        expect(toHttpdnsConfig({ ...form, enabled: false })).toMatchObject({ status: 0, httpsStatus: 0 });
        expect(toHttpdnsConfig({ ...form, https: false })).toMatchObject({ status: 1, httpsStatus: 0 });
    });
});
