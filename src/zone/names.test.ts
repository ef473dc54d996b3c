import { describe, expect, it } from 'vitest';
import { absoluteName, hostInZone, hostOf, identityOf, isBelow, slotKey } from './names';

const ZONE = 'Example.COM.';

describe('names', () => {
    it.each([
        ['WWW', 'www'],
        ['', '@'],
        ['@', '@'],
        [' Mail ', 'mail'],
    ])('hostOf(%j) is %j', (top, host) => {
        expect(hostOf({ top })).toBe(host);
    });

    it.each([
        ['@', 'example.com'],
        ['WWW', 'www.example.com'],
        ['a.b', 'a.b.example.com'],
    ])('absoluteName(%j) is %j', (host, name) => {
        expect(absoluteName(host, ZONE)).toBe(name);
    });

    it.each([
        ['example.com', '@'],
        ['EXAMPLE.com.', '@'],
        ['www.example.com.', 'www'],
        ['a.B.example.com', 'a.b'],
        ['example.net', undefined],
        ['notexample.com', undefined],
        ['www.example.com.cn', undefined],
    ])('hostInZone(%j) is %j', (name, host) => {
        expect(hostInZone(name, ZONE)).toBe(host);
    });

    it.each([
        ['a.sub', 'sub', true],
        ['x.a.sub', 'sub', true],
        ['sub', 'sub', false],
        ['asub', 'sub', false],
        ['www', '@', true],
        ['@', '@', false],
    ])('isBelow(%j, %j) is %j', (host, cut, below) => {
        expect(isBelow(host, cut)).toBe(below);
    });

    it('slotKey: host without case, 默认 when no line is named', () => {
        expect(slotKey({ top: 'WWW', record_line_id: '' })).toBe(slotKey({ top: 'www', record_line_id: '1' }));
        expect(slotKey({ top: 'www', record_line_id: '2' })).not.toBe(slotKey({ top: 'www', record_line_id: '1' }));
    });

    it.each([
        ['an AAAA written two ways', { record_type: 'AAAA', value: '2001:db8::1' }, { record_type: 'aaaa', value: '2001:0db8:0000::0001' }, true],
        ['host case', { top: 'WWW' }, { top: 'www' }, true],
        [
            'a CNAME target with a final dot and capitals',
            { record_type: 'CNAME', value: 'a.example.net.' },
            { record_type: 'CNAME', value: 'A.Example.NET' },
            true,
        ],
        ['TXT case (byte for byte)', { record_type: 'TXT', value: '"a"' }, { record_type: 'TXT', value: '"A"' }, false],
        ['another line', { record_line_id: '2' }, {}, false],
        ['another type', { record_type: 'TXT', value: '192.0.2.1' }, {}, false],
    ])('identityOf: %s -> same identity %j', (_name, one, other, same) => {
        const base = { top: 'www', record_type: 'A', value: '192.0.2.1', record_line_id: '1' };
        expect(identityOf({ ...base, ...one }) === identityOf({ ...base, ...other })).toBe(same);
    });
});
