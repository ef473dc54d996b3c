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

    it('checks overlap against the other listed segments only', () => {
        const records = [seg(1, TEN, TEN + 9), seg(2, TEN + 20, TEN + 29)];
        expect(otherRows(records, records[0])).toEqual([records[1]]);
        expect(otherRows(undefined)).toEqual([]);
    });

    it('validates the edit range: order, then overlap; skips IPs for all segments', () => {
        const { endIp } = segmentValidators(() => [{ ...seg(3, TEN + 20, TEN + 29), remark: '机房' }]);
        const run = (values: Record<string, string>) => endIp.map(validate => validate(values.endIp, values)).find(Boolean);
        expect(run({ type: '1', startIp: '10.0.0.9', endIp: '10.0.0.1' })).toEqual({ message: 'validation.segmentOrder', args: { line: '10.0.0.9-10.0.0.1' } });
        expect(run({ type: '1', startIp: '10.0.0.0', endIp: '10.0.0.25' })).toEqual({
            message: 'segmentRules.overlapWith',
            args: { line: '10.0.0.0-10.0.0.25', rows: '机房（10.0.0.20-10.0.0.29）' },
        });
        expect(run({ type: '1', startIp: '10.0.0.0', endIp: 'x' })).toBe('validation.ipv4');
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
