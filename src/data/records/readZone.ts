import type { DataProvider } from 'react-admin';
import { CHUNK_SIZE, zoneRecordOf, type ZoneRecord } from '../../zone';
import type { DnsRecord } from './api';

/** The records a page of the zone read holds: as many as a change set's chunk. */
export const ZONE_PAGE = CHUNK_SIZE;

/**
 * A zone's records as they stand, read whole (app/dns/record/list in pages of 500, by id), as the zone model holds
 * them: what a revert or a restore is checked against.
 */
export const readZone = async (
    dataProvider: Pick<DataProvider, 'getList'>,
    zone: { id: number; domain: string },
    signal?: AbortSignal,
): Promise<ZoneRecord[]> => {
    const records: ZoneRecord[] = [];
    for (let page = 1; ; page++) {
        const { data, total = 0 } = await dataProvider.getList<DnsRecord>('record', {
            filter: { domain_id: zone.id, domain: zone.domain },
            pagination: { page, perPage: ZONE_PAGE },
            sort: { field: 'id', order: 'ASC' },
            signal,
        });
        records.push(...data.map(zoneRecordOf));
        if (data.length < ZONE_PAGE || records.length >= total) return records;
    }
};
