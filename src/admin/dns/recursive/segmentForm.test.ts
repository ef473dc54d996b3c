import { describe, expect, it } from 'vitest';
import { formToDrafts, otherRows, segmentToForm } from './segmentForm';
import { segmentValidators } from './segmentValidators';
import type { RecursiveSegment } from '../../../data/recursiveSegments';

const TEN = 167772160;
const seg = (id: number, start: number, end: number, type: 1 | 2 = 1): RecursiveSegment => ({
    id,
    sourceIpS: start,
    sourceIpE: end,
    remark: 'r',
    createTime: '',
    mode: 2,
    type,
});

describe('segment dialog mapping', () => {
    it('shows a record dotted, and an all-segments record as the addresses {ip} stands for', () => {
        expect(segmentToForm(seg(1, TEN, TEN + 255))).toEqual({ type: '1', segments: '', startIp: '10.0.0.0', endIp: '10.0.0.255', remark: 'r' });
        expect(segmentToForm(seg(2, 0, 4294967295, 2))).toEqual({ type: '2', segments: '', startIp: '0.0.0.0', endIp: '255.255.255.255', remark: 'r' });
    });

    it.each([
        [
            'add, one record per line',
            { type: '1', segments: '10.0.0.0-10.0.0.1\n10.0.0.5-10.0.0.5', startIp: '', endIp: '', remark: ' x ' },
            true,
            [
                { type: 1, sourceIpS: TEN, sourceIpE: TEN + 1, remark: 'x' },
                { type: 1, sourceIpS: TEN + 5, sourceIpE: TEN + 5, remark: 'x' },
            ],
        ],
        [
            'add, CIDR and IPv6 lines',
            { type: '1', segments: '10.0.0.0/31\n2001:db8::/126', startIp: '', endIp: '', remark: 'x' },
            true,
            [
                { type: 1, sourceIpS: TEN, sourceIpE: TEN + 1, remark: 'x' },
                { type: 1, sourceIpS: 0, sourceIpE: 0, remark: 'x', family: 6, startIp: '2001:db8::', endIp: '2001:db8::3' },
            ],
        ],
        [
            'edit',
            { type: '1', segments: '', startIp: '10.0.0.0', endIp: '10.0.0.9', remark: 'x' },
            false,
            [{ type: 1, sourceIpS: TEN, sourceIpE: TEN + 9, remark: 'x' }],
        ],
        [
            'all segments',
            { type: '2', segments: 'ignored', startIp: '0.0.0.0', endIp: '255.255.255.255', remark: '所有IP段' },
            true,
            [{ type: 2, sourceIpS: 0, sourceIpE: 4294967295, remark: '所有IP段' }],
        ],
    ] as const)('%s', (_name, values, adding, drafts) => {
        expect(formToDrafts({ ...values }, adding)).toEqual(drafts);
    });

    it('shows an IPv6 record as its addresses', () => {
        expect(segmentToForm({ ...seg(3, 0, 0), family: 6, startIp: '2001:db8::', endIp: '2001:db8::ff' })).toMatchObject({
            startIp: '2001:db8::',
            endIp: '2001:db8::ff',
        });
    });

    it('validates the add lines, naming the listed row an overlap hits', () => {
        const { segments } = segmentValidators(() => [seg(2, TEN + 20, TEN + 29)]);
        const run = (text: string) => segments.map(validate => validate(text, { type: '1', segments: text })).find(Boolean);
        expect(run('10.0.0.0/24')).toEqual({ message: 'ipSegments.overlap', args: { line: '10.0.0.0/24', rows: 'r（10.0.0.20-10.0.0.29）' } });
        expect(run('10.0.1.0/24\n10.0.1.7')).toEqual({ message: 'ipSegments.overlap', args: { line: '10.0.1.7', rows: '10.0.1.0-10.0.1.255' } });
        expect(run('10.0.0.0/33')).toEqual({ message: 'ipSegments.prefix', args: { line: '10.0.0.0/33' } });
        expect(run('10.0.1.0/24\n2001:db8::/64')).toBeUndefined();
    });

    it('checks overlap against the other listed segments only', () => {
        const records = [seg(1, TEN, TEN + 9), seg(2, TEN + 20, TEN + 29)];
        expect(otherRows(records, records[0])).toEqual([records[1]]);
        expect(otherRows(undefined)).toEqual([]);
    });

    it('validates the edit range: order, then overlap; skips IPs for all segments', () => {
        const { endIp } = segmentValidators(() => [{ ...seg(3, TEN + 20, TEN + 29), remark: '机房' }]);
        const run = (values: Record<string, string>) => endIp.map(validate => validate(values.endIp, values)).find(Boolean);
        expect(run({ type: '1', startIp: '10.0.0.9', endIp: '10.0.0.1' })).toEqual({ message: 'ipSegments.order', args: { line: '10.0.0.9-10.0.0.1' } });
        expect(run({ type: '1', startIp: '10.0.0.0', endIp: '10.0.0.25' })).toEqual({
            message: 'ipSegments.overlap',
            args: { line: '10.0.0.0-10.0.0.25', rows: '机房（10.0.0.20-10.0.0.29）' },
        });
        expect(run({ type: '1', startIp: '10.0.0.0', endIp: 'x' })).toBe('ipSegments.address');
        expect(run({ type: '1', startIp: '10.0.0.0', endIp: '2001:db8::1' })).toEqual({ message: 'ipSegments.family', args: { line: '10.0.0.0-2001:db8::1' } });
        expect(run({ type: '1', startIp: '2001:db8::', endIp: '2001:db8::ff' })).toBeUndefined();
        expect(run({ type: '1', startIp: '10.0.0.0', endIp: '10.0.0.5' })).toBeUndefined();
        expect(run({ type: '2', startIp: '0.0.0.0', endIp: '255.255.255.255' })).toBeUndefined();
    });

    it('lets "all segments" sit beside specified segments, refuses a second one naming it, and stores 所有IP段 when left blank', () => {
        const specified = [seg(1, TEN, TEN + 9)];
        expect(
            segmentValidators(() => specified)
                .type.map(validate => validate('2', {}))
                .find(Boolean),
        ).toBeUndefined();
        const all = [{ ...seg(2, 0, 4294967295, 2), remark: '所有IP段' }];
        expect(
            segmentValidators(() => all)
                .type.map(validate => validate('2', {}))
                .find(Boolean),
        ).toEqual({
            message: 'segmentRules.allExists',
            args: { rows: '所有IP段（0.0.0.0-255.255.255.255）' },
        });
        const { segments } = segmentValidators(() => all);
        expect(segments.map(validate => validate('10.9.0.0-10.9.0.9', { type: '1' })).find(Boolean)).toBeUndefined();
    });

    it('refuses a remark or lines of spaces only with 必填', () => {
        const { remark, segments } = segmentValidators(() => []);
        expect(remark('   ')).toBe('ra.validation.required');
        expect(segments.map(validate => validate('  \n ', { type: '1' })).find(Boolean)).toBe('ra.validation.required');
    });
});
