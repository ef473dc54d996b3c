import type { DataProvider } from 'react-admin';
import type { AppliedOp } from '../../zone';
import type { ChangeSetCalls } from './api';
import type { ChangeSetEntry } from './types';

/** Entries read per page of the history, and entries whose operations are read at once. */
const HISTORY_PAGE = 100;
const PARALLEL_READS = 4;

export interface EntryOperations {
    id: number;
    operations: AppliedOp[];
}

/**
 * What every entry newer than `pointId` applied, newest first: the domain's history read page by page (it lists
 * the newest first) until the point, then each newer entry's operations (app/dns/record/changes/info).
 */
export const readEntriesSince = async (
    provider: Pick<DataProvider, 'getList'> & Pick<ChangeSetCalls, 'getChangeSet'>,
    domainId: number,
    pointId: number,
): Promise<EntryOperations[]> => {
    const newer: ChangeSetEntry[] = [];
    for (let page = 1; ; page++) {
        const { data, total = 0 } = await provider.getList<ChangeSetEntry>('changeSet', {
            filter: { domain_id: domainId },
            pagination: { page, perPage: HISTORY_PAGE },
            sort: { field: 'id', order: 'DESC' },
        });
        newer.push(...data.filter(entry => entry.id > pointId));
        const reachedPoint = data.some(entry => entry.id <= pointId);
        if (reachedPoint || data.length < HISTORY_PAGE || page * HISTORY_PAGE >= total) break;
    }
    const read: EntryOperations[] = [];
    for (let start = 0; start < newer.length; start += PARALLEL_READS) {
        const details = await Promise.all(newer.slice(start, start + PARALLEL_READS).map(entry => provider.getChangeSet(entry.id)));
        read.push(...details.map(({ id, operations }) => ({ id, operations })));
    }
    return read;
};
