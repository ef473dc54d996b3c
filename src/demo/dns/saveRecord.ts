import { text, type Input } from '../fields';
import { DemoError, type AuthedContext } from '../http';
import type { DemoDb, DemoDomain, StoredRecord } from '../model';
import { DEFAULT_TTL, normaliseHost, normaliseRecordValue } from '../../validation/records';
import { lineOfSave } from './lines';
import { checkRecordFields, conflictText } from './valueChecks';

/**
 * One record written, by a single save (app/dns/record/set) or a bulk call alike: the console's own field
 * checks, then the zone rules (duplicates and CNAME clashes on the same host and line), then the stored record.
 */

export const DOMAIN_LOCKED = '域名已锁定，无法修改解析记录';

export const requireUnlocked = (domain: DemoDomain) => {
    if (domain.locked) throw new DemoError(DOMAIN_LOCKED);
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);
const nextRecordId = (db: DemoDb) => db.records.reduce((max, record) => Math.max(max, record.i), 0) + 1;
const ttlDefault = (db: DemoDb, domainId: number) => db.domainSettings.find(setting => setting.domainId === domainId)?.confDefaultTtl ?? DEFAULT_TTL;

/** A field as sent, `fallback` when absent or empty (the checks then judge what was sent). */
const sent = (value: unknown, fallback: number): unknown => (value === undefined || value === null || text(value) === '' ? fallback : value);

/** Adds (no `existing`) or replaces a record of `domain`; throws a DemoError with the refusal's msg. */
export const saveRecord = (context: AuthedContext, domain: DemoDomain, info: Input, existing?: StoredRecord): StoredRecord => {
    const { db, session } = context;
    const type = text(info.record_type).toUpperCase();
    const top = normaliseHost(text(info.top)).replace(/\.$/, '');
    const value = normaliseRecordValue(type, text(info.value));
    const ttl = sent(info.ttl, ttlDefault(db, domain.id));
    const mx = sent(info.mx, 1);
    const weight = sent(info.weight, 1);
    const problem = checkRecordFields({ top, type, value, ttl, mx, weight });
    if (problem) throw new DemoError(problem);
    const line = lineOfSave(db, session.userId, info);
    // only records on the same host and line can clash: the big zone need not be converted whole
    const neighbours = db.records
        .filter(record => record.d === domain.id && record !== existing && record.h === top && record.l === line.id)
        .map(record => ({ id: record.i, top: record.h, record_type: record.t, value: record.v, record_line_id: record.l }));
    const clash = conflictText({ top, record_type: type, value, record_line_id: line.id }, neighbours);
    if (clash) throw new DemoError(clash);

    const record: StoredRecord = existing ?? { i: nextRecordId(db), d: domain.id, h: top, t: type, v: value, l: line.id, ttl: 0, s: 1, u: 0 };
    Object.assign(record, { h: top, t: type, v: value, l: line.id, ttl: Number(ttl), u: nowSeconds() });
    if (type === 'MX') record.m = Number(mx);
    else delete record.m;
    if (Number(weight) !== 1) record.w = Number(weight);
    else delete record.w;
    if (!existing) {
        db.records.push(record);
        domain.recordCount++;
    }
    return record;
};
