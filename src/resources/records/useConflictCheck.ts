import { useDataProvider } from 'react-admin';
import { findConflict } from '../../validation/records';
import type { DnsRecord } from './api';
import { GATHER_PAGE_SIZE } from './batch';
import type { Zone } from './RecordPageContext';

export interface Conflict {
    message: string;
    args?: Record<string, unknown>;
    /** Where the message shows: a CNAME conflict is about the host, a duplicate about the value. */
    field: 'top' | 'value';
}

/** The records a candidate is checked against: this page plus the host's records from the server, minus itself. */
export const knownRecords = (page: readonly DnsRecord[], sameHost: readonly DnsRecord[], selfId?: number): DnsRecord[] => {
    const byId = new Map<number, DnsRecord>();
    for (const row of [...page, ...sameHost]) if (row.id !== selfId) byId.set(row.id, row);
    return [...byId.values()];
};

/**
 * Checks a record before it is sent: a duplicate, or a CNAME beside other records on the same host. Knows the
 * current page and fetches the same host's records (list with top = host); a failed fetch checks the page only.
 */
export const useConflictCheck = (zone: Zone, pageRows: DnsRecord[] | undefined) => {
    const dataProvider = useDataProvider();
    return async (candidate: Partial<DnsRecord>): Promise<Conflict | undefined> => {
        let sameHost: DnsRecord[] = [];
        try {
            const { data } = await dataProvider.getList<DnsRecord>('record', {
                pagination: { page: 1, perPage: GATHER_PAGE_SIZE },
                sort: { field: '', order: 'ASC' },
                filter: { ...zone, top: candidate.top },
            });
            sameHost = data;
        } catch {
            // the server checks again when the record is sent
        }
        const existing = knownRecords(pageRows ?? [], sameHost, candidate.id);
        const problem = findConflict(candidate as DnsRecord, existing);
        if (!problem) return undefined;
        return { ...problem, field: /cname/i.test(problem.message) ? 'top' : 'value' };
    };
};
