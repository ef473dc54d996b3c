import type { UserDataProvider } from '../../../dataProvider';
import type { ZoneFormat } from '../../../../format/zoneFile/types';
import { gatherZoneRecords, type ZoneRef } from '../recordImport/loadZone';
import { type ZoneFile, zoneFileOf } from './zoneFileOf';

export interface ExportProgress {
    /** The zone being read. */
    domain: string;
    /** Zones finished so far, of `zones`. */
    zoneIndex: number;
    zones: number;
    done: number;
    total: number;
}

export interface ExportOutcome {
    /** The files saved, in order. */
    saved: string[];
    failed: Array<{ domain: string; message: string }>;
    /** Files saved without some records (not valid for their type): how many each left out. */
    leftOut: Array<{ domain: string; count: number }>;
    cancelled: boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Exports zones one after another: each zone's records gathered (500 a page, with progress), written, and saved
 * as its own file right away (one file per domain). A zone that fails to load or cannot be written is reported,
 * and so is a file that left records out; the rest go on;
 * cancelling stops at once (files already saved stay saved).
 */
export const exportZones = async (
    dataProvider: Pick<UserDataProvider, 'getList'>,
    zones: readonly ZoneRef[],
    format: ZoneFormat,
    { signal, onProgress, save }: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void; save: (file: ZoneFile) => void },
): Promise<ExportOutcome> => {
    const outcome: ExportOutcome = { saved: [], failed: [], leftOut: [], cancelled: false };
    for (const [zoneIndex, zone] of zones.entries()) {
        if (signal.aborted) break;
        onProgress({ domain: zone.domain, zoneIndex, zones: zones.length, done: 0, total: 0 });
        try {
            const records = await gatherZoneRecords(dataProvider, zone, signal, (done, total) =>
                onProgress({ domain: zone.domain, zoneIndex, zones: zones.length, done, total }),
            );
            const file = zoneFileOf(zone.domain, records, format);
            save(file);
            outcome.saved.push(file.name);
            if (file.leftOut) outcome.leftOut.push({ domain: zone.domain, count: file.leftOut });
        } catch (error) {
            if (isAbort(error)) break;
            outcome.failed.push({ domain: zone.domain, message: error instanceof Error && error.message ? error.message : 'http.failed' });
        }
    }
    outcome.cancelled = signal.aborted;
    return outcome;
};
