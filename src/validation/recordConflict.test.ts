import { describe, expect, it } from 'vitest';
import { findConflict, type ConflictRecord } from './records';

const rec = (id: number, top: string, record_type: string, value: string, record_line_id: number | string = 1): ConflictRecord => ({
    id,
    top,
    record_type,
    value,
    record_line_id,
});

const existing = [
    rec(1, 'www', 'A', '1.2.3.4'),
    rec(2, '@', 'MX', 'mx.example.com.'),
    rec(3, 'cdn', 'CNAME', 'cdn.provider.net'),
    rec(4, 'www', 'A', '1.2.3.4', '3'),
    rec(5, 'v6', 'AAAA', '2001:db8::1'),
    rec(6, '_sip._tcp', 'SRV', '10 5 5060 sip.example.com.'),
];

const key = (candidate: Omit<ConflictRecord, 'id'> & { id?: number }) => findConflict(candidate, existing)?.message;

describe('findConflict', () => {
    it.each<[string, Omit<ConflictRecord, 'id'> & { id?: number }]>([
        ['same host, type, line and value', { top: 'www', record_type: 'A', value: '1.2.3.4', record_line_id: 1 }],
        ['host without case, value trimmed', { top: 'WWW', record_type: 'a', value: ' 1.2.3.4 ', record_line_id: '1' }],
        ['no line is 默认', { top: 'www', record_type: 'A', value: '1.2.3.4' }],
        ['"" is "@"; host names without dot or case', { top: '', record_type: 'MX', value: 'MX.example.com', record_line_id: 1 }],
        ['IPv6 without case', { top: 'v6', record_type: 'AAAA', value: '2001:DB8::1' }],
        ['SRV target without dot', { top: '_sip._tcp', record_type: 'SRV', value: '10 5 5060 sip.example.com' }],
        ['another record, edited into a copy', { id: 99, top: 'www', record_type: 'A', value: '1.2.3.4' }],
    ])('duplicate: %s', (_, candidate) => {
        expect(key(candidate)).toBe('recordChecks.duplicate');
    });

    it.each<[string, Omit<ConflictRecord, 'id'> & { id?: number }]>([
        ['another value', { top: 'www', record_type: 'A', value: '1.2.3.5' }],
        ['another line', { top: 'www', record_type: 'A', value: '1.2.3.4', record_line_id: 2 }],
        ['another type', { top: 'www', record_type: 'AAAA', value: '2001:db8::2' }],
        ['the record itself, saved unchanged', { id: 1, top: 'www', record_type: 'A', value: '1.2.3.4' }],
        ['a second CNAME on the host (weighted)', { top: 'cdn', record_type: 'CNAME', value: 'cdn2.provider.net' }],
        ['a CNAME on another line', { top: 'www', record_type: 'CNAME', value: 'a.example.net', record_line_id: 2 }],
        ['a record beside a CNAME on another line', { top: 'cdn', record_type: 'A', value: '1.1.1.1', record_line_id: 5 }],
        ['TXT values keep their case', { top: 'www', record_type: 'TXT', value: 'ABC' }],
    ])('no conflict: %s', (_, candidate) => {
        expect(key(candidate)).toBeUndefined();
    });

    it.each<[string, Omit<ConflictRecord, 'id'> & { id?: number }]>([
        ['a CNAME beside an A record', { top: 'www', record_type: 'CNAME', value: 'a.example.net' }],
        ['a CNAME at the apex beside MX', { top: '@', record_type: 'CNAME', value: 'a.example.net' }],
        ['an A record beside a CNAME', { top: 'CDN', record_type: 'A', value: '1.1.1.1' }],
        ['a TXT record beside a CNAME', { top: 'cdn', record_type: 'TXT', value: 'x' }],
        ['an A record edited into a CNAME beside another A', { id: 1, top: 'www', record_type: 'CNAME', value: 'a.example.net', record_line_id: 3 }],
    ])('CNAME conflict: %s', (_, candidate) => {
        expect(key(candidate)).toBe('recordChecks.cnameConflict');
    });

    it('reports a duplicate before a CNAME conflict, and names host and type', () => {
        const rows = [rec(1, 'a', 'A', '1.1.1.1'), rec(2, 'a', 'CNAME', 'x.example.com')];
        expect(findConflict({ top: 'a', record_type: 'CNAME', value: 'x.example.com.' }, rows)).toMatchObject({ message: 'recordChecks.duplicate' });
        expect(findConflict({ top: 'A', record_type: 'TXT', value: 't' }, rows)).toEqual({
            message: 'recordChecks.cnameConflict',
            args: { host: 'a', type: 'CNAME' },
        });
    });

    it('finds the one clash among 5000 records', () => {
        const many = Array.from({ length: 5000 }, (_, index) =>
            rec(
                index + 1,
                `host${index % 1000}`,
                ['A', 'TXT', 'MX', 'CNAME'][index % 4],
                index % 4 === 1 ? `text ${index}` : `h${index}.example.com`,
                (index % 7) + 1,
            ),
        );
        expect(findConflict({ top: 'new', record_type: 'A', value: '9.9.9.9' }, many)).toBeUndefined();
        expect(findConflict({ top: 'host3', record_type: 'A', value: '9.9.9.9', record_line_id: 4 }, many)).toMatchObject({
            message: 'recordChecks.cnameConflict',
        });
    });
});
