import type { UserDataProvider } from '../../../dataProvider';
import { toZoneRecord } from '../../../../format/zoneFile/records';
import type { DnsRecord } from '../../../../data/records/api';
import { gatherAll } from '../../../../data/records/batch';
import type { ExistingRecord } from './plan';
import { type LineFields, zoneLines } from './zoneLines';

/** The zone an import or export works on. */
export interface ZoneRef {
    id: number;
    domain: string;
}

/** Every record of a zone, page by page (200 a page), with progress; throws an AbortError when cancelled. */
export const gatherZoneRecords = (
    dataProvider: Pick<UserDataProvider, 'getList'>,
    zone: ZoneRef,
    signal: AbortSignal,
    onProgress?: (done: number, total: number) => void,
): Promise<DnsRecord[]> =>
    gatherAll<DnsRecord>(
        async (page, perPage) =>
            dataProvider.getList<DnsRecord>('record', {
                pagination: { page, perPage },
                sort: { field: 'id', order: 'ASC' },
                filter: { domain_id: zone.id, domain: zone.domain },
                signal,
            }) as Promise<{ data: DnsRecord[]; total: number }>,
        { signal, onProgress },
    );

interface LoadedZone {
    existing: ExistingRecord[];
    lines: Map<string, LineFields>;
}

/** What the preview compares the file with: the zone's records as zone records, and the lines it may name. */
export const loadZone = async (
    dataProvider: Pick<UserDataProvider, 'getList' | 'getLineLevel'>,
    zone: ZoneRef,
    signal: AbortSignal,
    onProgress?: (done: number, total: number) => void,
): Promise<LoadedZone> => {
    const [records, topLevel] = await Promise.all([
        gatherZoneRecords(dataProvider, zone, signal, onProgress),
        dataProvider.getLineLevel(0, zone.id).catch(() => []),
    ]);
    return {
        existing: records.map(record => ({ ...toZoneRecord(record), id: Number(record.record_id ?? record.id) })),
        lines: zoneLines(records, topLevel),
    };
};
