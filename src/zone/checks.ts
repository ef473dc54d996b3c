import type { ValidationError } from '../validation/messages';
import { checkHost, checkMx, checkRecordValue, checkRemark, checkTtl, checkWeight, normaliseRecordValue, NULL_MX } from '../validation/records';
import { absoluteName, DEFAULT_LINE, hostOf } from './names';
import { sameContent } from './content';
import type { ChangeOp, RecordContent, ZoneRecord } from './types';
import { ZoneState } from './zoneState';

/**
 * The zone checks of a change set, one rule set for the console (before it sends) and the demo backend (which
 * refuses by it): each operation is judged against the zone as the operations before it left it. A refusal keeps the
 * operation out (the rest go on); a warning lets it through once the user has seen it. Messages are keys of
 * recordChecks.* (a record's own fields) and zoneChecks.* (the zone as a whole).
 */

/** What the domain's plan allows (docs/dns-api.md "Change sets"); null lists allow everything. */
export interface PlanLimits {
    plan: string;
    /** Records per zone; 0 = no limit. */
    recordLimit: number;
    /** The lowest TTL, seconds; 0 = none beyond the record rules. */
    minTtl: number;
    /** Line ids the plan offers (sub-lines listed too), or null for every line. */
    lineIds: readonly string[] | null;
    /** Record types the plan offers, or null for every type. */
    recordTypes: readonly string[] | null;
}

export interface CheckContext {
    limits?: PlanLimits;
    /** Whether a line id names a line the zone can use (the server knows; the console's pickers offer only those). */
    knownLine?: (lineId: string) => boolean;
}

export interface Verdict {
    index: number;
    problem: ValidationError;
}

export interface ChangeSetReport {
    refused: Verdict[];
    warnings: Verdict[];
    /** The zone once the accepted operations are applied. */
    zone: ZoneState;
    /** The record each accepted add or update became (an add's id is below zero until the server gives one). */
    written: Map<number, ZoneRecord>;
}

const zoneProblem = (key: string, args: Record<string, string | number> = {}): ValidationError => ({
    message: `zoneChecks.${key}`,
    args: Object.fromEntries(Object.entries(args).map(([name, value]) => [name, String(value)])),
});

/** The record named as the messages name it: "www A 1.2.3.4". */
export const recordText = (record: Pick<RecordContent, 'top' | 'record_type' | 'value'>): string => `${hostOf(record)} ${record.record_type} ${record.value}`;

/** The record's own fields, as a single save checks them. */
const fieldProblem = (record: RecordContent, zone: string): ValidationError | undefined => {
    const type = record.record_type.toUpperCase();
    return (
        checkHost(record.top, zone) ??
        checkRecordValue(type, normaliseRecordValue(type, record.value)) ??
        checkTtl(record.ttl) ??
        (type === 'MX' ? checkMx(record.mx, record.value) : undefined) ??
        checkWeight(record.weight) ??
        checkRemark(record.remark)
    );
};

/** Apex NS and SOA: the service's own, refused in every path with the zone import's words. */
const managedProblem = (record: RecordContent): ValidationError | undefined => {
    const type = record.record_type.toUpperCase();
    if (type === 'SOA') return zoneProblem('soa');
    if (type === 'NS' && hostOf(record) === '@') return zoneProblem('apexNs');
    return undefined;
};

/** What the plan does not offer; a field an update leaves as it was is not judged again (a zone older than its plan). */
const planProblem = (after: RecordContent, before: RecordContent | undefined, size: number, limits: PlanLimits | undefined): ValidationError | undefined => {
    if (!limits) return undefined;
    const changed = (field: keyof RecordContent) => !before || String(before[field]) !== String(after[field]);
    const type = after.record_type.toUpperCase();
    if (changed('record_type') && limits.recordTypes && !limits.recordTypes.includes(type)) return zoneProblem('planType', { plan: limits.plan, type });
    const line = String(after.record_line_id || DEFAULT_LINE);
    if (changed('record_line_id') && limits.lineIds && !limits.lineIds.includes(line))
        return zoneProblem('planLine', { plan: limits.plan, line: after.record_line_name || line });
    if (changed('ttl') && limits.minTtl > 0 && Number(after.ttl) < limits.minTtl) return zoneProblem('planTtl', { plan: limits.plan, min: limits.minTtl });
    if (!before && limits.recordLimit > 0 && size >= limits.recordLimit)
        return zoneProblem('planRecords', { plan: limits.plan, limit: limits.recordLimit, count: size });
    return undefined;
};

/** A duplicate, or a CNAME beside another type on the same host and line. */
const clashProblem = (zone: ZoneState, after: RecordContent, self: number | undefined): ValidationError | undefined => {
    const type = after.record_type.toUpperCase();
    if (zone.sameAs(after, self).length > 0) return { message: 'recordChecks.duplicate', args: { host: hostOf(after), type, value: after.value } };
    for (const other of zone.slot(after)) {
        if (other.record_id === self) continue;
        const otherType = other.record_type.toUpperCase();
        if (otherType !== type && (type === 'CNAME' || otherType === 'CNAME'))
            return { message: 'recordChecks.cnameConflict', args: { host: hostOf(after), type: otherType } };
    }
    return undefined;
};

const isMx = (record: RecordContent) => record.record_type.toUpperCase() === 'MX';
const isNullMx = (record: RecordContent) => isMx(record) && record.value.trim() === NULL_MX;

/**
 * The null MX (RFC 7505, "0 ."): a domain that takes no mail says so with that one MX and no other. Judged per
 * host and line, as each line is answered on its own.
 */
const nullMxProblem = (zone: ZoneState, after: RecordContent, self: number | undefined): ValidationError | undefined => {
    if (!isMx(after)) return undefined;
    const others = zone.slot(after).filter(other => other.record_id !== self && isMx(other));
    const alone = isNullMx(after) ? others.length === 0 : !others.some(isNullMx);
    return alone ? undefined : zoneProblem('nullMxAlone', { name: absoluteName(hostOf(after), zone.zone) });
};

const MAX_CHAIN = 16;

/**
 * A CNAME to its own name, or a chain of the zone's CNAMEs that comes back to it. A resolver on a line follows the
 * records of that line, falling back to 默认: the chain is followed on the record's line and on 默认. A record on 默认
 * answers every line that has none of its own, so its chain may take any one line (and then keeps to it).
 */
const loopProblem = (zone: ZoneState, after: RecordContent, self: number | undefined): ValidationError | undefined => {
    if (after.record_type.toUpperCase() !== 'CNAME') return undefined;
    const start = hostOf(after);
    const first = zone.targetHost(after);
    if (first === start) return zoneProblem('cnameSelf', { name: absoluteName(start, zone.zone) });
    const walk = (host: string | undefined, line: string, chain: string[]): string[] | undefined => {
        if (host === undefined || chain.length > MAX_CHAIN) return undefined;
        if (host === start) return chain;
        for (const next of zone.cnamesAt(host)) {
            const nextLine = String(next.record_line_id || DEFAULT_LINE);
            if (next.record_id === self || (nextLine !== DEFAULT_LINE && line !== DEFAULT_LINE && nextLine !== line)) continue;
            const target = zone.targetHost(next);
            if (target !== undefined && chain.includes(target) && target !== start) continue;
            const found = walk(target, nextLine === DEFAULT_LINE ? line : nextLine, [...chain, target ?? '']);
            if (found) return found;
        }
        return undefined;
    };
    const chain = walk(first, String(after.record_line_id || DEFAULT_LINE), [start, first ?? '']);
    return chain ? zoneProblem('cnameLoop', { chain: chain.map(host => absoluteName(host, zone.zone)).join(' → ') }) : undefined;
};

/** Why an operation cannot be applied to the zone as it stands, or undefined. */
export const checkOp = (zone: ZoneState, op: ChangeOp, context: CheckContext = {}): ValidationError | undefined => {
    const current = op.op === 'add' ? undefined : zone.byId.get(op.before.record_id);
    if (op.op !== 'add') {
        if (!current) return zoneProblem('missing', { record: recordText(op.before) });
        if (!sameContent(current, op.before)) return zoneProblem('changedSince', { record: recordText(op.before) });
    }
    if (op.op === 'delete') return undefined;
    const self = current?.record_id;
    return (
        managedProblem(op.after) ??
        fieldProblem(op.after, zone.zone) ??
        (context.knownLine && !context.knownLine(String(op.after.record_line_id || DEFAULT_LINE))
            ? zoneProblem('unknownLine', { line: op.after.record_line_name || op.after.record_line_id })
            : undefined) ??
        planProblem(op.after, current, zone.size, context.limits) ??
        clashProblem(zone, op.after, self) ??
        nullMxProblem(zone, op.after, self) ??
        loopProblem(zone, op.after, self)
    );
};

/**
 * The delegation `host` lies at or below, if any: where its data would no longer be answered. A name server meets
 * the highest cut first and refers from there (RFC 1034 4.3.2), so that one decides, and a cut below it is itself
 * data below a delegation. Found by walking the host's names down from the apex: a few look-ups, whatever the
 * number of delegations.
 */
const cutAbove = (zone: ZoneState, record: RecordContent): string | undefined => {
    const host = hostOf(record);
    if (host === '@') return undefined;
    const type = record.record_type.toUpperCase();
    const labels = host.split('.');
    // the NS records at a name are its cut, not data below it
    const lowest = type === 'NS' ? 1 : 0;
    for (let start = labels.length - 1; start >= lowest; start--) {
        const cut = labels.slice(start).join('.');
        const servers = zone.delegations().get(cut);
        if (!servers) continue;
        // glue: the address of a name server the delegation names (RFC 1034 4.2.1)
        const name = absoluteName(host, zone.zone);
        const glue = (type === 'A' || type === 'AAAA') && [...servers].some(server => server.value.replace(/\.$/, '').toLowerCase() === name);
        return glue ? undefined : cut;
    }
    return undefined;
};

/** How many records each delegation hides (the data at and below its name, glue aside), counted once for the zone. */
const hiddenCounts = (zone: ZoneState): Map<string, number> => {
    const counts = new Map<string, number>();
    for (const record of zone.byId.values()) {
        const cut = cutAbove(zone, record);
        if (cut !== undefined) counts.set(cut, (counts.get(cut) ?? 0) + 1);
    }
    return counts;
};

/** Warnings on the zone once the change is applied: data below a delegation, which nobody will ever be answered. */
const delegationWarnings = (zone: ZoneState, ops: readonly ChangeOp[], written: Map<number, ZoneRecord>): Verdict[] => {
    const warnings: Verdict[] = [];
    if (zone.delegations().size === 0) return warnings;
    let hidden: Map<string, number> | undefined;
    for (const [index, record] of written) {
        if (zone.byId.get(record.record_id) !== record) continue;
        const cut = cutAbove(zone, record);
        if (cut !== undefined) {
            warnings.push({ index, problem: zoneProblem('belowDelegation', { record: recordText(record), cut: absoluteName(cut, zone.zone) }) });
            continue;
        }
        const op = ops[index];
        if (op.op !== 'delete' && record.record_type.toUpperCase() === 'NS') {
            hidden ??= hiddenCounts(zone);
            const count = hidden.get(hostOf(record)) ?? 0;
            if (count > 0) warnings.push({ index, problem: zoneProblem('delegationHides', { cut: absoluteName(hostOf(record), zone.zone), count }) });
        }
    }
    return warnings;
};

/**
 * Judges a change set against a zone, in order: each operation against the zone the accepted ones before it left.
 * The zone given as records is copied; a ZoneState given is changed in place (the demo backend's apply).
 */
export const checkChangeSet = (
    zone: ZoneState | { name: string; records: Iterable<ZoneRecord> },
    ops: readonly ChangeOp[],
    context: CheckContext = {},
): ChangeSetReport => {
    const state = zone instanceof ZoneState ? zone : new ZoneState(zone.name, zone.records);
    const refused: Verdict[] = [];
    const written = new Map<number, ZoneRecord>();
    ops.forEach((op, index) => {
        const problem = checkOp(state, op, context);
        if (problem) {
            refused.push({ index, problem });
            return;
        }
        const record = state.apply(op);
        if (record) written.set(index, record);
    });
    return { refused, warnings: delegationWarnings(state, ops, written), zone: state, written };
};
