import { describe, expect, it } from 'vitest';
import { contentOf, fieldChanges, pickContent, sameContent, zoneRecordOf } from './content';
import type { RecordContent } from './types';

const www: RecordContent = contentOf({ top: 'www', record_type: 'A', value: '192.0.2.1', ttl: 600, record_line_id: '1', record_line_name: '默认' });

describe('contentOf', () => {
    it('writes a loose record one way: host lower case, type upper case, numbers as numbers, line id as text', () => {
        expect(
            contentOf({ top: 'WWW', record_type: ' mx ', value: ' mx.example.net ', ttl: '300', mx: '10', weight: '', record_line_id: 2, status: '3' }),
        ).toEqual({
            top: 'www',
            record_type: 'MX',
            value: 'mx.example.net',
            ttl: 300,
            mx: 10,
            weight: 1,
            record_line_id: '2',
            record_line_name: '',
            status: 3,
        });
    });

    it('fills what is missing: the apex, the given TTL, MX 0 for other types, 默认, answered', () => {
        expect(contentOf({ record_type: 'A', value: '192.0.2.1', mx: 5 }, 120)).toMatchObject({ top: '@', ttl: 120, mx: 0, record_line_id: '1', status: 1 });
        expect(contentOf({ record_type: 'A', status: 2 }).status).toBe(1);
    });

    it('URL forwarding gets https:// as it is saved', () => {
        expect(contentOf({ record_type: 'XURL', value: 'example.net' }).value).toBe('https://example.net');
    });

    it('zoneRecordOf takes record_id, or id', () => {
        expect(zoneRecordOf({ ...www, record_id: '12' }).record_id).toBe(12);
        expect(zoneRecordOf({ ...www, id: 13 }).record_id).toBe(13);
    });

    it('pickContent leaves the id and anything else behind', () => {
        expect(pickContent({ ...www, record_id: 4, extra: 1 } as RecordContent)).toEqual(www);
    });
});

describe('the remark', () => {
    it('is trimmed and kept on one line; an empty one is left out', () => {
        expect(contentOf({ ...www, remark: '  主站\r\n入口 ' }).remark).toBe('主站 入口');
        expect('remark' in contentOf({ ...www, remark: ' ' })).toBe(false);
        expect(pickContent({ ...www, remark: '备用' }).remark).toBe('备用');
    });

    it('a change of the remark alone is a change the preview shows', () => {
        expect(fieldChanges({ ...www, remark: '旧' }, www)).toEqual([{ field: 'remark', from: '旧', to: '' }]);
    });
});

describe('sameContent and fieldChanges', () => {
    it.each<[string, Partial<RecordContent>, boolean]>([
        ['host case', { top: 'WWW' }, true],
        ['type case', { record_type: 'a' }, true],
        ['a number written as text', { ttl: '600' as unknown as number }, true],
        ['the line’s name only', { record_line_name: 'default' }, true],
        ['the TTL', { ttl: 60 }, false],
        ['the weight', { weight: 5 }, false],
        ['the status', { status: 3 }, false],
        ['the line', { record_line_id: '2' }, false],
        ['the remark', { remark: '备用' }, false],
        ['no remark and an empty one', { remark: '' }, true],
    ])('%s: same %j', (_name, fields, same) => {
        expect(sameContent(www, { ...www, ...fields })).toBe(same);
    });

    it('lists each field changed in the preview’s order, the line by name', () => {
        expect(fieldChanges(www, { ...www, ttl: 60, status: 3, value: '192.0.2.2', record_line_id: '2', record_line_name: '电信' })).toEqual([
            { field: 'record_line_id', from: '默认', to: '电信' },
            { field: 'value', from: '192.0.2.1', to: '192.0.2.2' },
            { field: 'ttl', from: 600, to: 60 },
            { field: 'status', from: 1, to: 3 },
        ]);
        expect(fieldChanges(www, { ...www, top: 'WWW' })).toEqual([]);
    });
});
