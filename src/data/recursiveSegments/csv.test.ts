import { describe, expect, it } from 'vitest';
import { parseSegment, type IpSegment } from '../../validation/ipSegment';
import { nameSegment } from '../../validation/segmentLines';
import { readSegmentCsv, writeSegmentCsv } from './csv';

const seg = (text: string) => parseSegment(text) as IpSegment;
const existing = [nameSegment(seg('10.0.0.0/24'), 'office')];

describe('readSegmentCsv', () => {
    it('adds good rows and refuses bad ones by line, naming the rows an overlap hits', () => {
        const text = [
            'Segment,Remark',
            '192.168.0.0/16,lan',
            '',
            '10.0.0.128-10.0.1.0,clash',
            'nonsense,bad',
            '2001:db8::/32,v6',
            '192.168.5.5,inside the second line',
            '172.16.0.1,',
            '"broken,quote',
        ].join('\r\n');
        const { rows, refusals } = readSegmentCsv(text, existing);
        expect(rows.map(row => [row.line, row.remark, row.family])).toEqual([
            [2, 'lan', 4],
            [6, 'v6', 6],
        ]);
        expect(refusals.map(refusal => [refusal.line, refusal.reason, refusal.args?.rows])).toEqual([
            [4, 'ipSegments.overlap', 'office（10.0.0.0-10.0.0.255）'],
            [5, 'ipSegments.format', undefined],
            [7, 'ipSegments.overlap', '#2（192.168.0.0-192.168.255.255）'],
            [8, 'csvImport.remarkRequired', undefined],
            [9, 'csvImport.quotes', undefined],
        ]);
    });

    it.each([
        ['no header row', ''],
        ['a header without the remark column', 'segment\n10.0.0.0/8'],
    ])('refuses the file at line 1 with %s', (_name, text) => {
        const { rows, refusals } = readSegmentCsv(text, []);
        expect(rows).toEqual([]);
        expect(refusals).toMatchObject([{ line: 1, reason: 'csvImport.header' }]);
    });

    it('reads back what the export writes (Chinese header names too)', () => {
        const csv = writeSegmentCsv([
            { ...seg('1.2.3.0/24'), remark: '=cmd', createTime: '2026-01-01 00:00:00' },
            { ...seg('2001:db8::1'), remark: '办公室', createTime: '' },
        ]);
        expect(csv.split('\r\n')[1]).toBe(`1.2.3.0-1.2.3.255,"'=cmd",2026-01-01 00:00:00`);
        expect(readSegmentCsv(csv, []).rows.map(row => [row.remark, row.start === row.end])).toEqual([
            ['=cmd', false],
            ['办公室', true],
        ]);
        expect(readSegmentCsv('网段,备注\n8.8.8.8,dns', []).rows).toHaveLength(1);
    });
});
