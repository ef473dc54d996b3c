import { contentOf, DEFAULT_LINE, hostOf, identityOf, sameContent, type ChangeOp, type RecordContent, type ZoneRecord } from '../../zone';
import { conflicts, txtMatchingOf, type Wanted } from './conflicts';
import { DEFAULT_PLACE, DEFAULT_TTL, hostFor, recordOf, txtText, txtValue, typeRefusal } from './records';
import { isSpf, mergeSpf } from './spf';
import { substitute, type ApplyTarget } from './substitute';
import { refusal, type Template, type TemplateRecord, type TemplateRefusal } from './template';

export interface ApplyTemplateOptions {
    target: ApplyTarget;
    /** The values of the template's variables, by name (case sensitive). */
    variables: Readonly<Record<string, string>>;
    /** The groups to apply (groupId); all when absent or empty. */
    groups?: readonly string[];
    /** The zone as it stands. */
    zone: readonly ZoneRecord[];
    /** 'sync': a service sent the user here (syncBlock and signatures apply); 'console': the user chose it here. */
    flow: 'sync' | 'console';
    /** The plan's lowest TTL: a template's lower TTL is raised to it. */
    minTtl?: number;
}

export interface TemplateChange {
    /** Deletes, then updates, then adds: the change set's operations, empty when the zone already says it all. */
    ops: ChangeOp[];
    /** The records the template wants, as written. */
    wanted: RecordContent[];
}

export type TemplateOutcome = TemplateChange | { refusal: TemplateRefusal };

export const TEMPLATE_FIELDS = ['host', 'name', 'pointsTo', 'data', 'ttl', 'priority', 'weight', 'port', 'protocol', 'service', 'target', 'spfRules'] as const;

/** The records of the chosen groups (all of them when none is chosen). */
export const recordsOfGroups = (template: Template, groups: readonly string[] = []): TemplateRecord[] =>
    groups.length ? template.records.filter(record => record.groupId !== undefined && groups.includes(record.groupId)) : template.records;

/** Why the template cannot be applied in this flow, before any record is read. */
const templateRefusal = (template: Template, options: ApplyTemplateOptions, records: readonly TemplateRecord[]): TemplateRefusal | undefined => {
    if (options.flow === 'sync' && template.syncBlock) return refusal('syncBlock');
    if (options.flow === 'sync' && template.syncPubKeyDomain) return refusal('signature', { domain: template.syncPubKeyDomain });
    if (!records.length) return refusal('empty');
    if (template.hostRequired && !options.target.host.trim()) return refusal('hostRequired');
    for (const record of records) {
        const found = typeRefusal(record);
        if (found) return found;
    }
    return undefined;
};

/** The template record with its variables replaced; names no value was given for go to `missing`. */
const substituted = (record: TemplateRecord, options: ApplyTemplateOptions, missing: Set<string>): TemplateRecord => {
    const out: TemplateRecord = { ...record };
    for (const field of TEMPLATE_FIELDS) {
        const value = record[field];
        if (typeof value === 'string') (out as unknown as Record<string, unknown>)[field] = substitute(value, options.variables, options.target, missing);
    }
    return out;
};

/** The one SPF TXT record of each host SPFM records name, merged with the SPF record(s) the zone has there. */
const spfRecords = (spfm: readonly TemplateRecord[], options: ApplyTemplateOptions): Wanted[] | TemplateRefusal => {
    const rules = new Map<string, string[]>();
    for (const record of spfm) {
        const top = hostFor(record.host, options.target);
        if (typeof top !== 'string') return top;
        rules.set(top, [...(rules.get(top) ?? []), record.spfRules ?? '']);
    }
    return [...rules].map(([top, hostRules]) => {
        const existing = options.zone.filter(
            record =>
                hostOf(record) === top && record.record_type.toUpperCase() === 'TXT' && record.record_line_id === DEFAULT_LINE && isSpf(txtText(record.value)),
        );
        const merged = mergeSpf(existing.map(record => txtText(record.value)).join(' ') || undefined, hostRules);
        const record = contentOf({ top, record_type: 'TXT', value: txtValue(merged), ttl: existing[0]?.ttl ?? DEFAULT_TTL, ...DEFAULT_PLACE });
        return { record, txt: { mode: 'Prefix', prefix: 'v=spf1' } };
    });
};

/** The template's records as the zone would hold them, or why it cannot be applied. */
const wantedRecords = (template: Template, options: ApplyTemplateOptions): Wanted[] | TemplateRefusal => {
    const records = recordsOfGroups(template, options.groups);
    const refused = templateRefusal(template, options, records);
    if (refused) return refused;
    const missing = new Set<string>();
    const filled = records.map(record => substituted(record, options, missing));
    if (missing.size) return refusal('missingVariable', { name: [...missing].join(', ') });
    const wanted: Wanted[] = [];
    for (const record of filled.filter(record => record.type.toUpperCase() !== 'SPFM')) {
        const content = recordOf(record, options.target, options.minTtl);
        if ('reason' in content) return content;
        wanted.push({ record: content, txt: txtMatchingOf(record.txtConflictMatchingMode, record.txtConflictMatchingPrefix) });
    }
    const spfm = filled.filter(record => record.type.toUpperCase() === 'SPFM');
    if (spfm.length) {
        const spf = spfRecords(spfm, options);
        if ('reason' in spf) return spf;
        // an SPF TXT the template also writes on such a host joins the merge: a host keeps one SPF record
        const merged = new Map(spf.map(item => [item.record.top, item]));
        for (const item of wanted.filter(({ record }) => merged.has(record.top) && record.record_type === 'TXT' && isSpf(txtText(record.value)))) {
            const into = merged.get(item.record.top)!;
            into.record = { ...into.record, value: txtValue(mergeSpf(txtText(into.record.value), [txtText(item.record.value)])) };
            wanted.splice(wanted.indexOf(item), 1);
        }
        wanted.push(...spf);
    }
    const seen = new Set<string>();
    return wanted.filter(({ record }) => !seen.has(identityOf(record)) && Boolean(seen.add(identityOf(record))));
};

/** A record written over an existing one keeps its remark (the user's note, not the service's data). */
const withRemark = (record: RecordContent, existing: ZoneRecord): RecordContent => (existing.remark ? { ...record, remark: existing.remark } : record);

/**
 * A template applied to a zone: the change set that makes the zone hold the template's records, displacing the
 * records they conflict with (an existing record of the same host and type is updated rather than deleted and added).
 * Pure: the same template, options and zone give the same operations; applied to the zone it gives, a second
 * application gives none. The change set's checks (src/zone/checks) judge the records as for any other change.
 */
export const applyTemplate = (template: Template, options: ApplyTemplateOptions): TemplateOutcome => {
    const wanted = wantedRecords(template, options);
    if ('reason' in wanted) return { refusal: wanted };
    const byIdentity = new Map<string, ZoneRecord>();
    for (const record of options.zone) byIdentity.set(identityOf(record), record);

    const kept = new Set<number>();
    const updates: ChangeOp[] = [];
    const toAdd: RecordContent[] = [];
    for (const { record } of wanted) {
        const found = byIdentity.get(identityOf(record));
        if (!found) {
            toAdd.push(record);
            continue;
        }
        kept.add(found.record_id);
        const after = withRemark(record, found);
        if (!sameContent(found, after)) updates.push({ op: 'update', before: found, after });
    }
    const displaced = options.zone.filter(existing => !kept.has(existing.record_id) && wanted.some(item => conflicts(item, existing)));
    const adds: ChangeOp[] = [];
    for (const record of toAdd) {
        const index = displaced.findIndex(
            existing =>
                hostOf(existing) === hostOf(record) &&
                existing.record_type.toUpperCase() === record.record_type &&
                existing.record_line_id === record.record_line_id,
        );
        if (index < 0) {
            adds.push({ op: 'add', after: record });
            continue;
        }
        const [before] = displaced.splice(index, 1);
        updates.push({ op: 'update', before, after: withRemark(record, before) });
    }
    const deletes: ChangeOp[] = displaced.map(before => ({ op: 'delete', before }));
    return { ops: [...deletes, ...updates, ...adds], wanted: wanted.map(({ record }) => record) };
};
