import type { DataProvider } from 'react-admin';
import { readRecords } from '../../../../data/records/readZone';
import { zoneRecordOf, type RecordContent, type ZoneRecord } from '../../../../zone';
import type { Zone } from './RecordPageContext';

type ListFilter = { top?: string; record_type?: string };

/**
 * The part of the zone a single save is checked against, read with the list's filters instead of the whole zone (a
 * zone may hold thousands of records): the records whose host contains the record's host (its own host, and what an
 * NS there would hand away), the zone's NS records (the delegations it may lie below) and, for a CNAME, the zone's
 * CNAMEs (a loop). `known` (the record as listed, when edited) joins them unless read afresh.
 */
export const zoneAround = async (
    dataProvider: Pick<DataProvider, 'getList'>,
    zone: Zone,
    record: RecordContent,
    known: readonly ZoneRecord[] = [],
    signal?: AbortSignal,
): Promise<ZoneRecord[]> => {
    const reads: ListFilter[] = [{ top: record.top }, { record_type: 'NS' }];
    if (record.record_type.toUpperCase() === 'CNAME') reads.push({ record_type: 'CNAME' });
    const answers = await Promise.all(reads.map(filter => readRecords(dataProvider, { id: zone.domain_id, domain: zone.domain }, { filter, signal })));
    const byId = new Map<number, ZoneRecord>(known.map(row => [row.record_id, row]));
    for (const row of answers.flat()) byId.set(Number(row.record_id ?? row.id), zoneRecordOf(row));
    return [...byId.values()];
};
