import type { UserDataProvider } from '../../../dataProvider';
import { toZoneRecord } from '../../../../format/zoneFile/records';
import type { DnsRecord } from '../../../../data/records/api';
import type { DomainLimits } from '../../../../data/changeSets/types';
import { readRecords } from '../../../../data/records/readZone';
import { zoneRecordOf } from '../../../../zone';
import type { ExistingRecord } from './plan';
import { type LineFields, zoneLines } from './zoneLines';

/** The zone an import or export works on. */
export interface ZoneRef {
    id: number;
    domain: string;
}

/** Every record of a zone, with progress; throws an AbortError when cancelled. */
export const gatherZoneRecords = (
    dataProvider: Pick<UserDataProvider, 'getList'>,
    zone: ZoneRef,
    signal: AbortSignal,
    onProgress?: (done: number, total: number) => void,
): Promise<DnsRecord[]> => readRecords(dataProvider, zone, { signal, onProgress });

interface LoadedZone {
    existing: ExistingRecord[];
    lines: Map<string, LineFields>;
    /** The domain's plan limits, when the server tells them. */
    limits?: DomainLimits;
}

/** A record of the list as the import compares it (as a file says it) and changes it (as read). */
export const existingRecord = (record: DnsRecord): ExistingRecord => ({
    ...toZoneRecord(record),
    id: Number(record.record_id ?? record.id),
    current: zoneRecordOf(record),
});

/** What the preview compares the file with: the zone's records, the lines it may name, and the plan's limits. */
export const loadZone = async (
    dataProvider: Pick<UserDataProvider, 'getList' | 'getLineLevel' | 'getDomainLimits'>,
    zone: ZoneRef,
    signal: AbortSignal,
    onProgress?: (done: number, total: number) => void,
): Promise<LoadedZone> => {
    const [records, topLevel, limits] = await Promise.all([
        gatherZoneRecords(dataProvider, zone, signal, onProgress),
        dataProvider.getLineLevel(0, zone.id).catch(() => []),
        // the server judges the limits anyway: without them the preview only shows fewer refusals
        Promise.resolve()
            .then(() => dataProvider.getDomainLimits(zone.id))
            .catch(() => undefined),
    ]);
    return { existing: records.map(existingRecord), lines: zoneLines(records, topLevel), ...(limits ? { limits } : {}) };
};
