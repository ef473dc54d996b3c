import { isRecordType, parseTxt } from '../../validation/records';
import { quoteTxt } from '../../validation/recordTxt';
import { contentOf, DEFAULT_LINE, hostInZone, type RecordContent } from '../../zone';
import { refusal, type TemplateRecord, type TemplateRefusal } from './template';
import { fqdnOf, type ApplyTarget } from './substitute';

/**
 * One template record (its variables already replaced) as a record of the zone ("Template Record", "Host/Name in
 * Template", "PointsTo in Template"): the host relative to the applied host unless it ends with a dot, `@` the applied
 * name itself; a pointsTo, target or data of `@` the applied name; SRV named `_service._protocol.name`.
 */

/** The types every DNS provider must support, read from their own fields. */
const FIELD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV'];
/** Domain Connect's own redirect types (an extension): this console forwards with XURL, not through a template. */
const REDIRECT_TYPES = ['REDIR301', 'REDIR302'];
/** Types of the console a template may not write: PTR belongs to reverse zones, URL forwarding is not DNS data. */
const NOT_FROM_TEMPLATES = ['PTR', 'XURL', 'URLFWD'];

export const DEFAULT_TTL = 600;
/** Where a template's records go: the default line, answered. */
export const DEFAULT_PLACE = { record_line_id: DEFAULT_LINE, record_line_name: '默认', status: 1 } as const;
const TTL_RANGE = { min: 1, max: 604_800 };

/** Why a record's type cannot be written, or undefined. */
export const typeRefusal = (record: TemplateRecord): TemplateRefusal | undefined => {
    const type = record.type.trim().toUpperCase();
    if (REDIRECT_TYPES.includes(type)) return refusal('redirect', { type });
    if (type === 'SPFM' || FIELD_TYPES.includes(type)) return undefined;
    if (!isRecordType(type) || NOT_FROM_TEMPLATES.includes(type) || record.data === undefined) return refusal('unsupportedType', { type });
    return undefined;
};

/** A whole number from a template field (numbers may come as text), clamped into range; `fallback` when it is none. */
const whole = (value: unknown, fallback: number, range: { min: number; max: number }): number => {
    const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(parsed)) return fallback;
    return Math.min(range.max, Math.max(range.min, Math.round(parsed)));
};

/**
 * A TTL is "best effort" in the specification: one the zone cannot take is brought to the nearest it can (never a
 * refusal), the plan's lowest included.
 */
export const ttlOf = (value: unknown, minTtl = 0): number => Math.max(whole(value, DEFAULT_TTL, TTL_RANGE), minTtl);

/** The zone host a template host stands for, or the refusal of a name outside the zone. */
export const hostFor = (templateHost: string | undefined, target: ApplyTarget): string | TemplateRefusal => {
    const host = (templateHost ?? '').trim().toLowerCase();
    const base = target.host.trim().toLowerCase();
    if (host === '' || host === '@') return base || '@';
    if (host.endsWith('.')) return hostInZone(host.slice(0, -1), target.domain) ?? refusal('outsideZone', { name: host });
    return base ? `${host}.${base}` : host;
};

/** A pointsTo, target or data: `@` (or nothing) is the applied name; names are absolute, written without their final dot. */
const pointsTo = (value: string | undefined, target: ApplyTarget): string => {
    const text = (value ?? '').trim();
    if (text === '' || text === '@') return fqdnOf(target);
    return text.endsWith('.') && text.length > 1 ? text.slice(0, -1) : text;
};

/** TXT data as the console writes a value: plain text, or quoted strings when it holds a quote or a backslash. */
export const txtValue = (text: string): string => (/["\\]/.test(text) ? quoteTxt(text) : text);

/** The text a TXT record says (its strings joined). */
export const txtText = (value: string): string => {
    const parsed = parseTxt(value);
    return 'strings' in parsed ? parsed.strings.join('') : value;
};

const underscored = (label: string | undefined) => {
    const text = (label ?? '').trim().toLowerCase();
    return text.startsWith('_') ? text : `_${text}`;
};

/** The record a template record writes (not SPFM), on the default line, answered. */
export const recordOf = (record: TemplateRecord, target: ApplyTarget, minTtl = 0): RecordContent | TemplateRefusal => {
    const type = record.type.trim().toUpperCase();
    const ttl = ttlOf(record.ttl, minTtl);
    const line = DEFAULT_PLACE;
    if (type === 'SRV') {
        const name = hostFor(record.name ?? record.host, target);
        if (typeof name !== 'string') return name;
        const top = `${underscored(record.service)}.${underscored(record.protocol)}${name === '@' ? '' : `.${name}`}`;
        const numbers = [record.priority, record.weight, record.port].map(field => whole(field, 0, { min: 0, max: 65_535 }));
        return contentOf({ top, record_type: type, value: [...numbers, pointsTo(record.target, target)].join(' '), ttl, ...line });
    }
    const top = hostFor(record.host, target);
    if (typeof top !== 'string') return top;
    if (type === 'TXT') return contentOf({ top, record_type: type, value: txtValue(record.data === '@' ? fqdnOf(target) : (record.data ?? '')), ttl, ...line });
    if (FIELD_TYPES.includes(type)) {
        const mx = type === 'MX' ? whole(record.priority, 10, { min: 0, max: 65_535 }) : 0;
        return contentOf({ top, record_type: type, value: pointsTo(record.pointsTo, target), ttl, mx, ...line });
    }
    return contentOf({ top, record_type: type, value: record.data === '@' ? fqdnOf(target) : (record.data ?? ''), ttl, ...line });
};
