import type { DataProvider } from 'react-admin';
import { zoneRecordOf, type ZoneRecord } from '../../zone';
import { RECORD_PAGE_MAX, type DnsRecord } from './api';
import { gatherAll } from './batch';

interface ReadOptions {
    /** List filters beside the zone's (top, record_type: as the record list takes them). */
    filter?: Record<string, unknown>;
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => void;
}

/**
 * The records of a zone a list filter matches (all of them without one), read page by page at the largest page the
 * list answers, each once, in id order; throws an AbortError when cancelled. The one reader of a whole zone: the
 * import and the export, a record's neighbourhood for the dialog's checks, a revert.
 */
export const readRecords = (
    dataProvider: Pick<DataProvider, 'getList'>,
    zone: { id: number; domain: string },
    { filter = {}, signal = new AbortController().signal, onProgress }: ReadOptions = {},
): Promise<DnsRecord[]> =>
    gatherAll<DnsRecord>(
        (page, perPage, pageSignal) =>
            dataProvider.getList<DnsRecord>('record', {
                pagination: { page, perPage },
                sort: { field: 'id', order: 'ASC' },
                filter: { ...filter, domain_id: zone.id, domain: zone.domain },
                signal: pageSignal,
            }) as Promise<{ data: DnsRecord[]; total: number }>,
        { perPage: RECORD_PAGE_MAX, signal, onProgress },
    );

/** A whole zone as the zone model holds it: what a revert or a restore is checked against. */
export const readZone = async (
    dataProvider: Pick<DataProvider, 'getList'>,
    zone: { id: number; domain: string },
    signal?: AbortSignal,
): Promise<ZoneRecord[]> => (await readRecords(dataProvider, zone, { signal })).map(zoneRecordOf);
