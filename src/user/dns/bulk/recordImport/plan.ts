import { canonicalValue } from '../../../../format/zoneFile/records';
import type { ParseResult, ZoneRecord, ZoneRefusal } from '../../../../format/zoneFile/types';
import { comparableValue, DEFAULT_LINE_VALUE } from '../../../../validation/recordConflict';
import { normaliseHost } from '../../../../validation/recordHost';
import { isRecordType, URL_TYPES, type RecordType } from '../../../../validation/recordTypes';
import {
    checkChangeSet,
    contentOf,
    hostOf,
    recordText,
    type ChangeOp,
    type ChangeSet,
    type PlanLimits,
    type RecordContent,
    type Verdict,
    type ZoneRecord as CurrentRecord,
} from '../../../../zone';
import type { ZoneRef } from './loadZone';
import { isOutside, nearestTtl, ttlRange } from './nearestTtl';
import type { LineFields } from './zoneLines';

/**
 * The dry run of a zone import: what applying the parsed file would do to the zone, as one change set (source
 * 'import'), nothing written.
 *
 * The matching rule (docs/dns-api.md "Zone import and export"). A record is named by host ('' = '@', no case) + type +
 * line (the line's name; none = 默认) and compared on its value written one way (canonicalValue: TXT quoting) and
 * as the record checks compare it (comparableValue: host names without case or trailing dot...):
 * - same name and value as an existing record: "unchanged" when TTL, MX, weight and paused are equal too, else "update"
 *   (that record gets the file's TTL/MX/weight and paused state; a weight or paused state the file does not
 *   give, as BIND files do not, is not compared and stays as it is);
 *   A record that names no line (BIND has none) is first matched on 默认, then on any line (so a zone exported
 *   as BIND and imported again changes nothing); added, it goes on 默认;
 * - a single-valued type (CNAME, XURL, URLFWD) with the same name but another value: "update" (the value is
 *   replaced), once per existing record;
 * - anything else: "add".
 * Existing records the file does not name are left alone ('merge', the default), or deleted ('replace': the zone is
 * made equal to the file; apex NS and SOA, the service's own, are never deleted).
 * Refused, with the file line and a reason: the parser's refusals; a record the file already gave (duplicate
 * within the file); a line the zone does not know; and what the zone checks refuse of the change set as a whole
 * (src/zone/checks.ts, against the zone as read: a CNAME beside another type, a CNAME loop, apex NS and SOA, the
 * record rules, the plan's limits). The zone checks' warnings (data below a delegation) are kept with the file line.
 * Classifying is one pass over each list, with Maps: linear in the sizes.
 */

/** A record of the zone as it stands: as a file would say it, its id, and as read (an update's and a delete's `before`). */
export type ExistingRecord = ZoneRecord & { id: number; current: CurrentRecord };

export interface PlannedUpdate {
    /** The record as the file gives it. */
    record: ZoneRecord;
    /** The zone's record it replaces. */
    existing: ExistingRecord;
}

/** What the import does to the records of the zone the file does not name. */
export type ImportMode = 'merge' | 'replace';

export interface ImportPlan {
    /** The file's records to add, update and leave, and the zone's records to delete: what the tabs list. */
    add: ZoneRecord[];
    update: PlannedUpdate[];
    delete: ExistingRecord[];
    unchanged: ZoneRecord[];
    /** The parser's refusals and the plan's and the zone checks', by line. */
    refused: ZoneRefusal[];
    /** Lines left out on purpose (SOA, the provider's apex NS): notes, not errors. */
    skipped: ZoneRefusal[];
    /** Existing records the file does not name and the import leaves alone. */
    untouched: number;
    /**
     * Records the zone would lose to make it equal to the file but keeps because the file has refused lines (a line
     * the reader could not read may be the very record): fix the file to delete them.
     */
    heldDeletes: number;
    /** The change: deletes, updates, adds, in the order they are sent; only what the zone checks accept. */
    set: ChangeSet;
    /** The file line of each operation of `set` (none for a delete). */
    fileLines: (number | undefined)[];
    /** The zone checks' warnings, by operation of `set`. */
    warnings: Verdict[];
    /** Records refused for their TTL alone (outside the service's range or under the plan's minimum). */
    ttlOutside: number;
    /** Records taken at the nearest allowed TTL instead of their own (`nearestTtl`). */
    ttlClamped: number;
    /** The file's records that took the SOA MINIMUM as their TTL (the reader's ParseResult.ttlFromSoa). */
    ttlFromSoa?: ParseResult['ttlFromSoa'];
    /** The file's records that found no TTL in it and took the default (ParseResult.ttlDefaulted). */
    ttlDefaulted?: ParseResult['ttlDefaulted'];
}

export interface PlanOptions {
    zone: ZoneRef;
    /** The lines the file may name, by name (zoneLines; 默认 always): a record on another line is refused. */
    lines?: ReadonlyMap<string, LineFields>;
    mode?: ImportMode;
    /** The domain's plan limits, judged by the zone checks. */
    limits?: PlanLimits;
    /** Take a record whose TTL the zone does not take at the nearest TTL it takes, instead of refusing it. */
    nearestTtl?: boolean;
}

/** The name of the default line, as records carry it and as a file without lines means. */
const DEFAULT_LINE_NAME = '默认';

/** The types whose name holds one value (the rest add): a subset, listed. */
const SINGLE_VALUED: readonly RecordType[] = ['CNAME', ...URL_TYPES];

export const lineName = (record: Pick<ZoneRecord, 'line'>): string => {
    const line = (record.line ?? '').trim();
    return line === '' ? DEFAULT_LINE_NAME : line;
};

/** The keys a record is matched by, computed once per record. */
interface Keys {
    /** host + type + line */
    name: string;
    /** host + type + line + value */
    value: string;
    /** host + type + value: a record of a file without lines (BIND) matches the zone's record on any line */
    anyLine: string;
}

const keysOf = (record: ZoneRecord): Keys => {
    const host = normaliseHost(record.host);
    const type = record.type.toUpperCase();
    const line = lineName(record);
    const value = comparableValue(type, canonicalValue(type, record.value));
    const name = `${host}\u0000${type}\u0000${line}`;
    return { name, value: `${name}\u0000${value}`, anyLine: `${host}\u0000${type}\u0000\u0000${value}` };
};

const num = (value: number | undefined, fallback: number) => (value === undefined || Number.isNaN(Number(value)) ? fallback : Number(value));
/** `a` from the file, `b` the zone's. */
const sameExtras = (a: ZoneRecord, b: ZoneRecord) =>
    num(a.ttl, 0) === num(b.ttl, 0) &&
    (a.type.toUpperCase() !== 'MX' || num(a.mx, 1) === num(b.mx, 1)) &&
    (a.weight === undefined || num(a.weight, 1) === num(b.weight, 1)) &&
    (a.paused === undefined || !!a.paused === !!b.paused) &&
    (a.remark === undefined || a.remark === (b.remark ?? ''));

const textOf = (record: ZoneRecord) => `${record.host} ${record.ttl} ${record.type} ${record.value}`;

const refusal = (record: ZoneRecord, reason: string, args?: Record<string, string | number>): ZoneRefusal => ({
    line: record.sourceLine,
    text: textOf(record),
    reason: `zoneTransfer.refusal.${reason}`,
    ...(args ? { args } : {}),
});

/** Apex NS and SOA: the service's own, never deleted to make the zone equal to a file. */
const isManaged = (record: Pick<RecordContent, 'top' | 'record_type'>) =>
    record.record_type.toUpperCase() === 'SOA' || (record.record_type.toUpperCase() === 'NS' && hostOf(record) === '@');

/** The line a file's record names, as the zone's records carry it. */
const lineFieldsOf = (record: ZoneRecord, lines: ReadonlyMap<string, LineFields>): Pick<RecordContent, 'record_line_id' | 'record_line_name'> => {
    const line = lines.get(lineName(record)) ?? DEFAULT_LINE_VALUE;
    return { record_line_id: String(line.record_line_id), record_line_name: line.record_line_name };
};

/** A file's record as the zone model holds it; what the file does not say (a BIND file's line, weight, paused; a remark) is `kept`'s. */
const contentOfFile = (record: ZoneRecord, lines: ReadonlyMap<string, LineFields>, kept?: CurrentRecord): RecordContent =>
    contentOf({
        top: record.host === '' ? '@' : record.host,
        record_type: record.type,
        value: record.value,
        ttl: record.ttl,
        mx: record.mx,
        weight: record.weight ?? kept?.weight,
        ...(record.line === undefined && kept ? { record_line_id: kept.record_line_id, record_line_name: kept.record_line_name } : lineFieldsOf(record, lines)),
        status: (record.paused ?? kept?.status === 3) ? 3 : 1,
        remark: record.remark ?? kept?.remark,
    });

/** The change set of a classification: deletes, updates, adds (room is made before it is taken), with their lines. */
const changeOf = (classes: Pick<ImportPlan, 'add' | 'update' | 'delete'>, { zone, lines = DEFAULT_LINES }: PlanOptions) => {
    const ops: ChangeOp[] = [];
    const at: (ZoneRecord | undefined)[] = [];
    for (const existing of classes.delete) {
        ops.push({ op: 'delete', before: existing.current });
        at.push(undefined);
    }
    for (const { record, existing } of classes.update) {
        ops.push({ op: 'update', before: existing.current, after: contentOfFile(record, lines, existing.current) });
        at.push(record);
    }
    for (const record of classes.add) {
        ops.push({ op: 'add', after: contentOfFile(record, lines) });
        at.push(record);
    }
    const set: ChangeSet = { domain_id: zone.id, domain: zone.domain, source: 'import', ops };
    return { set, at };
};

const DEFAULT_LINES: ReadonlyMap<string, LineFields> = new Map([[DEFAULT_LINE_VALUE.record_line_name, DEFAULT_LINE_VALUE]]);

/**
 * The zone checks on the change as a whole, against the zone as read: a refused operation leaves the change set and
 * its class, and is listed with its file line (a delete's with the record's text); the warnings follow their
 * operations into the change set that is kept.
 */
const checked = (classes: Pick<ImportPlan, 'add' | 'update' | 'delete' | 'refused'>, existing: readonly ExistingRecord[], options: PlanOptions) => {
    const { set, at } = changeOf(classes, options);
    const report = checkChangeSet(
        { name: options.zone.domain, records: existing.map(record => record.current) },
        set.ops,
        options.limits ? { limits: options.limits } : {},
    );
    if (report.refused.length === 0 && report.warnings.length === 0)
        return { set, fileLines: at.map(record => record?.sourceLine), warnings: [], refused: classes.refused, classes };
    const refusedAt = new Map(report.refused.map(({ index, problem }) => [index, problem]));
    const kept: number[] = [];
    const refused = [...classes.refused];
    set.ops.forEach((op, index) => {
        const problem = refusedAt.get(index);
        if (!problem) {
            kept.push(index);
            return;
        }
        const record = at[index];
        refused.push({
            line: record?.sourceLine ?? 0,
            text: record ? textOf(record) : recordText(op.op === 'add' ? op.after : op.before),
            reason: problem.message,
            ...(problem.args ? { args: problem.args } : {}),
        });
    });
    const newIndex = new Map(kept.map((index, position) => [index, position]));
    const keptRecords = new Set(kept.map(index => at[index]));
    const keptDeletes = new Set(kept.filter(index => set.ops[index].op === 'delete').map(index => set.ops[index]));
    return {
        set: { ...set, ops: kept.map(index => set.ops[index]) },
        fileLines: kept.map(index => at[index]?.sourceLine),
        warnings: report.warnings.flatMap(({ index, problem }) => (newIndex.has(index) ? [{ index: newIndex.get(index)!, problem }] : [])),
        refused,
        classes: {
            add: classes.add.filter(record => keptRecords.has(record)),
            update: classes.update.filter(({ record }) => keptRecords.has(record)),
            delete: classes.delete.filter((_, position) => keptDeletes.has(set.ops[position])),
        },
    };
};

/** Records handled between two breaths of the page when planning in slices. */
export const PLAN_SLICE = 5000;

type Parsed = Pick<ParseResult, 'records' | 'refusals' | 'ttlFromSoa' | 'ttlDefaulted'>;

const bySourceLine = (a: ZoneRecord, b: ZoneRecord) => a.sourceLine - b.sourceLine;

/**
 * The file as the plan reads it: as parsed, or with `nearestTtl` every TTL the zone does not take moved to the nearest
 * it does, the records the reader refused for their TTL alone back in file order.
 */
const withNearestTtl = (parsed: Parsed, options: PlanOptions): { parsed: Parsed; clamped: number } => {
    if (!options.nearestTtl) return { parsed, clamped: 0 };
    const range = ttlRange(options.limits);
    const revived = parsed.refusals.flatMap(refusal => (refusal.record ? [refusal.record] : []));
    const all = revived.length ? [...parsed.records, ...revived].sort(bySourceLine) : parsed.records;
    let clamped = 0;
    const records = all.map(record => {
        if (!isOutside(record.ttl, range)) return record;
        clamped += 1;
        return { ...record, ttl: nearestTtl(record.ttl, range) };
    });
    return { parsed: { ...parsed, records, refusals: revived.length ? parsed.refusals.filter(refusal => !refusal.record) : parsed.refusals }, clamped };
};

const PLAN_TTL = 'zoneChecks.planTtl';

/** The plan, worked out in steps: it pauses (yields) after every PLAN_SLICE records of each pass. */
function* planning(file: Parsed, existing: readonly ExistingRecord[], options: PlanOptions): Generator<void, ImportPlan> {
    const { parsed, clamped: ttlClamped } = withNearestTtl(file, options);
    let handled = 0;
    const pause = () => ++handled % PLAN_SLICE === 0;
    const lines = options.lines ?? DEFAULT_LINES;
    const byValue = new Map<string, ExistingRecord>();
    const byName = new Map<string, ExistingRecord[]>();
    const anyLine = new Map<string, ExistingRecord[]>();
    /** The value key of each existing record, by id (for the single-valued match). */
    const valueOf = new Map<number, string>();
    for (const record of existing) {
        if (pause()) yield;
        const keys = keysOf(record);
        byValue.set(keys.value, record);
        valueOf.set(record.id, keys.value);
        const same = anyLine.get(keys.anyLine);
        if (same) same.push(record);
        else anyLine.set(keys.anyLine, [record]);
        const list = byName.get(keys.name);
        if (list) list.push(record);
        else byName.set(keys.name, [record]);
    }

    /** An existing record the file names with its own value stays that record's match, not another's update. */
    const fileKeys: Keys[] = [];
    for (const record of parsed.records) {
        if (pause()) yield;
        fileKeys.push(keysOf(record));
    }
    const fileValues = new Set(fileKeys.map(keys => keys.value));
    const plan: Pick<ImportPlan, 'add' | 'update' | 'delete' | 'unchanged' | 'refused' | 'skipped'> = {
        add: [],
        update: [],
        delete: [],
        unchanged: [],
        refused: parsed.refusals.filter(one => !one.skipped),
        skipped: parsed.refusals.filter(one => one.skipped),
    };
    const seen = new Map<string, number>();
    const claimed = new Set<number>();
    for (const [index, record] of parsed.records.entries()) {
        if (pause()) yield;
        const keys = fileKeys[index];
        const type = record.type.toUpperCase();
        const line = lineName(record);
        if (line !== DEFAULT_LINE_NAME && !lines.has(line)) {
            plan.refused.push(refusal(record, 'unknownLine', { line }));
            continue;
        }
        const key = keys.value;
        const exact = byValue.get(key);
        const same =
            exact && !claimed.has(exact.id) ? exact : record.line === undefined ? anyLine.get(keys.anyLine)?.find(one => !claimed.has(one.id)) : undefined;
        if (same) {
            if (lineName(same) === line) seen.set(key, record.sourceLine);
            claimed.add(same.id);
            if (sameExtras(record, same)) plan.unchanged.push(record);
            else plan.update.push({ record, existing: same });
            continue;
        }
        const earlier = seen.get(key);
        if (earlier !== undefined) {
            plan.refused.push(refusal(record, 'duplicateInFile', { line: earlier }));
            continue;
        }
        if (isRecordType(type) && SINGLE_VALUED.includes(type)) {
            const target = byName.get(keys.name)?.find(candidate => !claimed.has(candidate.id) && !fileValues.has(valueOf.get(candidate.id) ?? ''));
            if (target) {
                seen.set(key, record.sourceLine);
                claimed.add(target.id);
                plan.update.push({ record, existing: target });
                continue;
            }
        }
        seen.set(key, record.sourceLine);
        plan.add.push(record);
    }
    let untouched = existing.length - claimed.size;
    let heldDeletes = 0;
    if (options.mode === 'replace') {
        // a file without lines (BIND) says a record once for all its lines: its copies on other lines stay
        const lineless = new Set(parsed.records.flatMap((record, index) => (record.line === undefined ? [fileKeys[index].anyLine] : [])));
        const unread = plan.refused.length > 0;
        for (const record of existing) {
            if (pause()) yield;
            if (claimed.has(record.id) || isManaged(record.current) || lineless.has(keysOf(record).anyLine)) continue;
            if (unread) heldDeletes++;
            else plan.delete.push(record);
        }
        untouched -= plan.delete.length;
    }
    // the zone checks are a task of their own: the classifying before them is one already
    if (existing.length + parsed.records.length >= PLAN_SLICE) yield;
    const { set, fileLines, warnings, refused, classes } = checked(plan, existing, options);
    refused.sort((a, b) => a.line - b.line);
    const ttlOutside = refused.filter(refusal => refusal.record || refusal.reason === PLAN_TTL).length;
    const soa = { ...(parsed.ttlFromSoa ? { ttlFromSoa: parsed.ttlFromSoa } : {}), ...(parsed.ttlDefaulted ? { ttlDefaulted: parsed.ttlDefaulted } : {}) };
    return { ...plan, ...classes, refused, untouched, heldDeletes, set, fileLines, warnings, ttlOutside, ttlClamped, ...soa };
}

/** The dry run in one go (tests, small files). */
export const planImport = (parsed: Parsed, existing: readonly ExistingRecord[], options: PlanOptions): ImportPlan => {
    const steps = planning(parsed, existing, options);
    for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
    }
};

/**
 * The dry run as the page runs it: the same plan, with the page given a breath (a macrotask) after every
 * PLAN_SLICE records, so 50 000 records never hold the main thread long. Throws an AbortError when cancelled.
 */
export const planImportInSlices = async (
    parsed: Parsed,
    existing: readonly ExistingRecord[],
    options: PlanOptions,
    signal?: AbortSignal,
): Promise<ImportPlan> => {
    const steps = planning(parsed, existing, options);
    for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
        await new Promise(resolve => setTimeout(resolve, 0));
        if (signal?.aborted) throw new DOMException('The preview was cancelled', 'AbortError');
    }
};
