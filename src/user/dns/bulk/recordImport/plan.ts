import { canonicalValue } from '../../../../format/zoneFile/records';
import type { ParseResult, ZoneRecord, ZoneRefusal } from '../../../../format/zoneFile/types';
import { comparableValue } from '../../../../validation/recordConflict';
import { normaliseHost } from '../../../../validation/recordHost';
import { isRecordType, URL_TYPES, type RecordType } from '../../../../validation/recordTypes';

/**
 * The dry run of a zone import: what applying the parsed file would do to the zone, nothing written.
 *
 * The matching rule (docs/dns-api.md "Bulk work"). A record is named by host ('' = '@', no case) + type + line
 * (the line's name; none = 默认) and compared on its value written one way (canonicalValue: TXT quoting) and
 * as the record checks compare it (comparableValue: host names without case or trailing dot...):
 * - same name and value as an existing record: "unchanged" when TTL, MX, weight and paused are equal too, else "update"
 *   (that record gets the file's TTL/MX/weight and paused state; a weight or paused state the file does not
 *   give, as BIND files do not, is not compared and stays as it is);
 *   A record that names no line (BIND has none) is first matched on 默认, then on any line (so a zone exported
 *   as BIND and imported again changes nothing); added, it goes on 默认;
 * - a single-valued type (CNAME, XURL, URLFWD) with the same name but another value: "update" (the value is
 *   replaced), once per existing record;
 * - anything else: "add".
 * Refused, with the file line and a reason: the parser's refusals; a record the file already gave (duplicate
 * within the file); a CNAME beside another type on the same host and line (against the zone and within the
 * file); a line the zone does not know (when `knownLines` is given). Existing records the file does not name
 * are left alone. One pass over each list, with Maps: linear in the sizes.
 */

/** A record of the zone as it stands, with its id (the record to update). */
export type ExistingRecord = ZoneRecord & { id: number };

export interface PlannedUpdate {
    /** The record as the file gives it. */
    record: ZoneRecord;
    /** The zone's record it replaces. */
    existing: ExistingRecord;
}

export interface ImportPlan {
    add: ZoneRecord[];
    update: PlannedUpdate[];
    unchanged: ZoneRecord[];
    /** The parser's refusals and the zone checks', by line. */
    refused: ZoneRefusal[];
    /** Lines left out on purpose (SOA, the provider's apex NS): notes, not errors. */
    skipped: ZoneRefusal[];
    /** Existing records the file does not name: left alone. */
    untouched: number;
}

interface PlanOptions {
    /** Line names the zone knows (默认 always): a record on another line is refused. Absent: not checked. */
    knownLines?: ReadonlySet<string>;
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
    /** host + line: the CNAME clash check */
    hostLine: string;
}

const keysOf = (record: ZoneRecord): Keys => {
    const host = normaliseHost(record.host);
    const type = record.type.toUpperCase();
    const line = lineName(record);
    const value = comparableValue(type, canonicalValue(type, record.value));
    const name = `${host}\u0000${type}\u0000${line}`;
    return { name, value: `${name}\u0000${value}`, anyLine: `${host}\u0000${type}\u0000\u0000${value}`, hostLine: `${host}\u0000${line}` };
};

const num = (value: number | undefined, fallback: number) => (value === undefined || Number.isNaN(Number(value)) ? fallback : Number(value));
/** `a` from the file, `b` the zone's. */
const sameExtras = (a: ZoneRecord, b: ZoneRecord) =>
    num(a.ttl, 0) === num(b.ttl, 0) &&
    (a.type.toUpperCase() !== 'MX' || num(a.mx, 1) === num(b.mx, 1)) &&
    (a.weight === undefined || num(a.weight, 1) === num(b.weight, 1)) &&
    (a.paused === undefined || !!a.paused === !!b.paused);

const refusal = (record: ZoneRecord, reason: string, args?: Record<string, string | number>): ZoneRefusal => ({
    line: record.sourceLine,
    text: `${record.host} ${record.ttl} ${record.type} ${record.value}`,
    reason: `zoneTransfer.refusal.${reason}`,
    ...(args ? { args } : {}),
});

interface HostTypes {
    cname: boolean;
    /** A type other than CNAME present on the host and line. */
    other?: string;
}

/** Records handled between two breaths of the page when planning in slices. */
export const PLAN_SLICE = 5000;

type Parsed = Pick<ParseResult, 'records' | 'refusals'>;

/** The plan, worked out in steps: it pauses (yields) after every PLAN_SLICE records of each pass. */
function* planning(parsed: Parsed, existing: readonly ExistingRecord[], options: PlanOptions): Generator<void, ImportPlan> {
    let handled = 0;
    const pause = () => ++handled % PLAN_SLICE === 0;
    const byValue = new Map<string, ExistingRecord>();
    const byName = new Map<string, ExistingRecord[]>();
    const hosts = new Map<string, HostTypes>();
    const note = (record: ZoneRecord, key: string) => {
        const types = hosts.get(key) ?? { cname: false };
        if (record.type.toUpperCase() === 'CNAME') types.cname = true;
        else types.other ??= record.type.toUpperCase();
        hosts.set(key, types);
    };
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
        note(record, keys.hostLine);
    }

    /** An existing record the file names with its own value stays that record's match, not another's update. */
    const fileKeys: Keys[] = [];
    for (const record of parsed.records) {
        if (pause()) yield;
        fileKeys.push(keysOf(record));
    }
    const fileValues = new Set(fileKeys.map(keys => keys.value));
    const plan: ImportPlan = {
        add: [],
        update: [],
        unchanged: [],
        refused: parsed.refusals.filter(one => !one.skipped),
        skipped: parsed.refusals.filter(one => one.skipped),
        untouched: 0,
    };
    const seen = new Map<string, number>();
    const claimed = new Set<number>();
    for (const [index, record] of parsed.records.entries()) {
        if (pause()) yield;
        const keys = fileKeys[index];
        const type = record.type.toUpperCase();
        const line = lineName(record);
        if (options.knownLines && line !== DEFAULT_LINE_NAME && !options.knownLines.has(line)) {
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
        const types = hosts.get(keys.hostLine);
        const clash = type === 'CNAME' ? types?.other : types?.cname ? 'CNAME' : undefined;
        if (clash) {
            plan.refused.push(refusal(record, 'cnameConflict', { host: normaliseHost(record.host), type: clash }));
            continue;
        }
        seen.set(key, record.sourceLine);
        note(record, keys.hostLine);
        plan.add.push(record);
    }
    plan.untouched = existing.length - claimed.size;
    plan.refused.sort((a, b) => a.line - b.line);
    return plan;
}

/** The dry run in one go (tests, small files). */
export const planImport = (parsed: Parsed, existing: readonly ExistingRecord[], options: PlanOptions = {}): ImportPlan => {
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
    options: PlanOptions = {},
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
