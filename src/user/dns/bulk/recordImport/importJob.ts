import type { ZoneRecord } from '../../../../format/zoneFile/types';
import type { BulkItemResult, BulkJobSpec } from '../../../../data/bulkJobs/types';
import type { BulkRecordCalls, ChangedZoneRecord, NewZoneRecord } from '../../../../data/bulkRecords/api';
import { describeZoneRecord } from '../../../../data/bulkRecords/api';
import { DEFAULT_LINE_VALUE } from '../../../../validation/recordConflict';
import type { ZoneRef } from './loadZone';
import { type ExistingRecord, type ImportPlan, lineName } from './plan';
import { RECORD_STATUS } from '../../../../data/records/api';
import type { LineFields } from './zoneLines';

/** Records per chunk call of an import. */
export const IMPORT_CHUNK_SIZE = 100;

/** One change of an import: a record to add, or an existing record (by id) to replace. */
export type ImportItem = { kind: 'add'; record: ZoneRecord } | { kind: 'update'; record: ZoneRecord; existing: ExistingRecord };

const fields = (record: ZoneRecord, lines: ReadonlyMap<string, LineFields>) => ({
    top: record.host === '' ? '@' : record.host,
    record_type: record.type.toUpperCase(),
    value: record.value,
    ttl: record.ttl,
    ...(record.mx === undefined ? {} : { mx: record.mx }),
    ...(record.weight === undefined ? {} : { weight: record.weight }),
    ...(lines.get(lineName(record)) ?? DEFAULT_LINE_VALUE),
});

const toNewRecord = (record: ZoneRecord, zone: ZoneRef, lines: ReadonlyMap<string, LineFields>): NewZoneRecord => ({
    domain: zone.domain,
    ...fields(record, lines),
    status: record.paused ? RECORD_STATUS.paused : RECORD_STATUS.on,
});

/** The existing record as the file gives it; what the file leaves out (line, weight, paused in BIND) stays as it was. */
const toChangedRecord = (record: ZoneRecord, existing: ExistingRecord, zone: ZoneRef, lines: ReadonlyMap<string, LineFields>): ChangedZoneRecord => ({
    domain_id: zone.id,
    domain: zone.domain,
    record_id: existing.id,
    ...fields({ ...record, line: record.line ?? existing.line, weight: record.weight ?? existing.weight }, lines),
    status: (record.paused ?? existing.paused) ? RECORD_STATUS.paused : RECORD_STATUS.on,
});

/** The plan's changes in the order they are sent: the updates, then the adds (a replaced CNAME frees its host first). */
export const importItems = (plan: Pick<ImportPlan, 'add' | 'update'>): ImportItem[] => [
    ...plan.update.map(({ record, existing }): ImportItem => ({ kind: 'update', record, existing })),
    ...plan.add.map((record): ImportItem => ({ kind: 'add', record })),
];

/**
 * The bulk job of an import (type recordImport): chunks of 100, each sent through bulkUpdateRecords and/or
 * bulkAddRecords (a chunk holding both kinds makes both calls), one result per item in item order, each with
 * the file line it came from.
 */
export const importJobSpec = (
    calls: Pick<BulkRecordCalls, 'bulkAddRecords' | 'bulkUpdateRecords'>,
    items: readonly ImportItem[],
    zone: ZoneRef,
    lines: ReadonlyMap<string, LineFields>,
    title: string,
): BulkJobSpec<ImportItem> => ({
    type: 'recordImport',
    title,
    items,
    chunkSize: IMPORT_CHUNK_SIZE,
    describe: item => describeZoneRecord({ domain: zone.domain, top: item.record.host, record_type: item.record.type, value: item.record.value }),
    send: async (chunk, jobId, signal) => {
        const updates = chunk.filter((item): item is Extract<ImportItem, { kind: 'update' }> => item.kind === 'update');
        const adds = chunk.filter(item => item.kind === 'add');
        const updated = updates.length
            ? await calls.bulkUpdateRecords(
                  jobId,
                  updates.map(item => toChangedRecord(item.record, item.existing, zone, lines)),
                  signal,
              )
            : [];
        const added = adds.length
            ? await calls.bulkAddRecords(
                  jobId,
                  adds.map(item => toNewRecord(item.record, zone, lines)),
                  signal,
              )
            : [];
        const answers: BulkItemResult[] = [...updated, ...added];
        const sent = [...updates, ...adds];
        return chunk.map(item => {
            const result = answers[sent.indexOf(item)];
            return { ...result, line: item.record.sourceLine };
        });
    },
});
