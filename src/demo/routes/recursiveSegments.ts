import { idsOf, int, optionalInt, text, type Input } from '../fields';
import { DemoError, ok, route } from '../http';
import { IPV4_MAX, isIpv4, parseIpv4, toDotted } from '../ip';
import type { DemoDb, RecursiveSegment } from '../model';
import { nextId } from '../db';
import { paginate } from '../paging';
import { now } from '../time';
import { ALL_SEGMENTS_REMARK, allSegmentsRows, describeRows, specifiedRows, type SegmentRow } from '../../data/recursiveSegments/rules';
import { conflictsOf, formatAddress } from '../../validation/ipSegment';
import { checkSegment, isRefusal, nameSegment } from '../../validation/segmentLines';

const requireRecursionOn = (db: DemoDb) => {
    if (Number(db.recursiveStatus.recursive_enable) !== 1) throw new DemoError('递归功能已关闭');
};

const switchValue = (value: unknown): 0 | 1 => {
    const parsed = optionalInt(value);
    if (parsed !== 0 && parsed !== 1) throw new DemoError('参数错误：targetValue 只能为 0 或 1');
    return parsed;
};

/** Root server list: IPv4 addresses separated by commas (whitespace and full-width commas tolerated). */
const rootIpsOf = (value: unknown): string => {
    const items = text(value)
        .split(/[,，\s]+/)
        .filter(Boolean);
    const wrong = items.find(item => !isIpv4(item));
    if (wrong !== undefined) throw new DemoError(`根IP格式错误：${wrong}`);
    return items.join(',');
};

/** A field of one or more addresses: a number, or text with one address (integer or dotted) per line. */
const lines = (value: unknown): string[] =>
    typeof value === 'number'
        ? [String(value)]
        : text(value)
              .split(/[\r\n]+/)
              .map(line => line.trim())
              .filter(Boolean);

interface Range {
    start: number;
    end: number;
}

const dotted = ({ start, end }: Range) => `${toDotted(start)}-${toDotted(end)}`;

/** The ranges of a mode-2 save, validated like the server: IPv4 each, start <= end, pairwise by line. */
const rangesOf = (input: Input, type: 1 | 2): Range[] => {
    if (type === 2) return [{ start: 0, end: IPV4_MAX }];
    const starts = lines(input.sourceIpS);
    const ends = lines(input.sourceIpE);
    if (starts.length === 0 || ends.length === 0) throw new DemoError('起始IP和截止IP不能为空');
    if (starts.length !== ends.length) throw new DemoError('IP段格式错误：起始IP与截止IP的行数不一致');
    return starts.map((rawStart, index) => {
        const rawEnd = ends[index];
        const start = parseIpv4(rawStart);
        const end = parseIpv4(rawEnd);
        if (start === null || end === null) throw new DemoError(`IP段格式错误：${rawStart}-${rawEnd}`);
        if (start > end) throw new DemoError(`起始IP不能大于截止IP：${dotted({ start, end })}`);
        return { start, end };
    });
};

/** A saved segment as the shared rules (data/recursiveSegments/rules) read it. */
const rowOf = (segment: RecursiveSegment): SegmentRow => ({ ...segment, family: segment.ipVersion === 6 ? 6 : 4 });

/** An IPv6 save (designed: ipVersion 6, startIp, endIp), checked with the console's rules; overlaps name the rows. */
const saveV6 = (db: DemoDb, input: Input, existing: RecursiveSegment | undefined, remark: string) => {
    const line = `${text(input.startIp)}-${text(input.endIp)}`;
    const checked = checkSegment(line, specifiedRows(db.recursiveSegments.filter(segment => segment !== existing).map(rowOf)));
    if (isRefusal(checked))
        throw new DemoError(
            `${V6_MESSAGES[checked.key] ?? 'IP段格式错误：'}${checked.args.line}${checked.args.rows ? `，与已有IP段冲突：${checked.args.rows}` : ''}`,
        );
    if (checked.family !== 6) throw new DemoError(`IP段格式错误：${line}`);
    const fields = {
        sourceIpS: 0,
        sourceIpE: 0,
        remark,
        type: 1 as const,
        ipVersion: 6 as const,
        startIp: formatAddress(6, checked.start),
        endIp: formatAddress(6, checked.end),
    };
    if (existing) return [Object.assign(existing, fields)];
    const segment: RecursiveSegment = { id: nextId(db.recursiveSegments), createTime: now(), mode: 2, ...fields };
    db.recursiveSegments.push(segment);
    return [segment];
};

const V6_MESSAGES: Record<string, string> = {
    'ipSegments.order': '起始IP不能大于截止IP：',
    'ipSegments.overlap': 'IP区间重复：',
};

const saveSegments = (db: DemoDb, input: Input) => {
    requireRecursionOn(db);
    const type: 1 | 2 = optionalInt(input.type) === 2 ? 2 : 1;
    const remark = text(input.remark) || (type === 2 ? ALL_SEGMENTS_REMARK : '');
    if (!remark) throw new DemoError('备注不能为空');
    const id = int(input.id, 0);
    const existing = id > 0 ? db.recursiveSegments.find(segment => segment.id === id) : undefined;
    if (id > 0 && !existing) throw new DemoError('记录不存在');
    if (optionalInt(input.ipVersion) === 6) return saveV6(db, input, existing, remark);
    const ranges = rangesOf(input, type);
    if (existing && ranges.length > 1) throw new DemoError('编辑时只能填写一个IP段');

    // "all segments" is the fallback: one at most; a specified range must not overlap another specified segment
    // (itself excepted) nor another line of the same save
    const others = db.recursiveSegments.filter(segment => segment !== existing).map(rowOf);
    const all = allSegmentsRows(others);
    if (type === 2 && all.length) throw new DemoError(`IP区间重复：${dotted(ranges[0])}，与已有IP段冲突：${describeRows(all)}`);
    const taken = type === 2 ? [] : specifiedRows(others);
    for (const range of ranges) {
        const segment = { family: 4 as const, start: BigInt(range.start), end: BigInt(range.end) };
        const conflicts = conflictsOf(segment, taken);
        if (conflicts.length) throw new DemoError(`IP区间重复：${dotted(range)}，与已有IP段冲突：${conflicts.map(row => row.name).join('、')}`);
        taken.push(nameSegment(segment));
    }

    if (existing) {
        Object.assign(existing, { sourceIpS: ranges[0].start, sourceIpE: ranges[0].end, remark, type });
        return [existing];
    }
    return ranges.map(range => {
        const segment: RecursiveSegment = {
            id: nextId(db.recursiveSegments),
            sourceIpS: range.start,
            sourceIpE: range.end,
            remark,
            createTime: now(),
            mode: 2,
            type,
        };
        db.recursiveSegments.push(segment);
        return segment;
    });
};

export const recursiveSegmentRoutes = [
    route.adminPost('sys/dns/recursive/GetDnsRecursive/detail', ({ db, input }) => {
        const remark = text(input.remark).toLowerCase();
        const rows = remark ? db.recursiveSegments.filter(segment => segment.remark.toLowerCase().includes(remark)) : db.recursiveSegments;
        // newest first whatever the client asks: the screen has no sortable columns
        const page = paginate(rows, { page: input.page, limit: input.limit }, { sidx: 'id', order: 'desc', limit: 20 });
        return ok({ data: { ...page, status: { ...db.recursiveStatus } } });
    }),

    route.adminPost('sys/dns/recursive/saveDnsRecursive/detail', ({ db, input }) => {
        const mode = int(input.mode, NaN);
        if (mode === 2) {
            const saved = saveSegments(db, input);
            return ok({ data: saved[0], list: saved });
        }
        if (mode !== 1 && mode !== 6 && mode !== 7) throw new DemoError('参数错误：不支持的 mode');
        // validate everything before changing anything, so a bad root list does not half-apply a switch
        const rootIps = input.rootIps === undefined ? undefined : rootIpsOf(input.rootIps);
        const hasTarget = mode !== 7 && input.targetValue !== undefined && text(input.targetValue) !== '';
        const target = hasTarget ? switchValue(input.targetValue) : undefined;
        if (rootIps === undefined && target === undefined) throw new DemoError('参数错误：缺少 targetValue');
        if (target !== undefined) db.recursiveStatus[mode === 1 ? 'recursive_enable' : 'forward_enable'] = target;
        if (rootIps !== undefined) db.recursiveStatus.recursive_root_ips = rootIps;
        return ok({ data: { ...db.recursiveStatus } });
    }),

    route.adminPost('sys/dns/recursive/deleteDnsRecursive/detail', ({ db, input, body }) => {
        requireRecursionOn(db);
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        db.recursiveSegments = db.recursiveSegments.filter(segment => !ids.has(segment.id));
        return ok();
    }),
];
