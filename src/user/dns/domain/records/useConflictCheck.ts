import { useDataProvider, type DataProvider } from 'react-admin';
import { findConflict, isCnameConflict, normaliseHost } from '../../../../validation/records';
import type { DnsRecord } from '../../../../data/records/api';
import { gatherAll } from '../../../../data/records/batch';
import type { Zone } from './RecordPageContext';

interface Conflict {
    message: string;
    args?: Record<string, unknown>;
    /** Where the message shows: a CNAME conflict is about the host, a duplicate about the value. */
    field: 'top' | 'value';
}

/**
 * Every record of the zone on exactly `top`: the list's `top` filter is a substring search, so every page of it
 * is gathered (a big zone may hold more than a page of hosts containing it) and only the exact host is kept
 * ('' and '@' are the apex, no case).
 */
export const sameHostRecords = async (
    dataProvider: Pick<DataProvider, 'getList'>,
    zone: Zone,
    top: string | undefined,
    signal?: AbortSignal,
): Promise<DnsRecord[]> => {
    const host = normaliseHost(top);
    const rows = await gatherAll<DnsRecord>(
        (page, perPage, pageSignal) =>
            dataProvider.getList<DnsRecord>('record', {
                pagination: { page, perPage },
                sort: { field: '', order: 'ASC' },
                filter: { ...zone, top },
                signal: pageSignal,
            }) as Promise<{ data: DnsRecord[]; total: number }>,
        { signal: signal ?? new AbortController().signal },
    );
    return rows.filter(row => normaliseHost(row.top) === host);
};

/**
 * Checks a record before it is sent: a duplicate, or a CNAME beside other records on the same host, against
 * every record of that host on the server (the record itself, when edited, is skipped by id). A failed fetch
 * checks nothing: the server checks again when the record is sent.
 */
export const useConflictCheck = (zone: Zone) => {
    const dataProvider = useDataProvider();
    return async (candidate: Partial<DnsRecord>): Promise<Conflict | undefined> => {
        let sameHost: DnsRecord[] = [];
        try {
            sameHost = await sameHostRecords(dataProvider, zone, candidate.top);
        } catch {
            // the server checks again when the record is sent
        }
        const problem = findConflict(candidate as DnsRecord, sameHost);
        if (!problem) return undefined;
        return { ...problem, field: isCnameConflict(problem) ? 'top' : 'value' };
    };
};
