import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { DnsRecord } from '../../../../data/records/api';

/**
 * The record the user has just added or changed on this page, so the table can show it: highlighted where it is on
 * the page shown, or pinned above the rows when the order puts it on another page (a new record on page 261 of
 * 261). A save calls `markWritten(id, record)` with the record as saved; the pin stays until the user hides it or
 * the record's row is on the page shown.
 */
export interface JustWritten {
    /** The id of the record last written, or null. */
    id: number | null;
    /** The record as saved (shown pinned when its row is not on the page); undefined when the caller had none. */
    record: DnsRecord | undefined;
    markWritten: (id: number, record?: Partial<DnsRecord>) => void;
    clearWritten: () => void;
}

const JustWrittenContext = createContext<JustWritten | null>(null);

const NOTHING: JustWritten = { id: null, record: undefined, markWritten: () => {}, clearWritten: () => {} };

export const JustWrittenProvider = ({ children }: { children: ReactNode }) => {
    const [written, setWritten] = useState<{ id: number; record: DnsRecord | undefined } | null>(null);
    const value = useMemo<JustWritten>(
        () => ({
            id: written?.id ?? null,
            record: written?.record,
            markWritten: (id, record) => setWritten({ id, record: record ? ({ ...record, id, record_id: id } as DnsRecord) : undefined }),
            clearWritten: () => setWritten(null),
        }),
        [written],
    );
    return <JustWrittenContext.Provider value={value}>{children}</JustWrittenContext.Provider>;
};

/** The record just written and its setter; outside the record page (a test of one part) it marks nothing. */
export const useJustWritten = (): JustWritten => useContext(JustWrittenContext) ?? NOTHING;

/**
 * The record to pin above the rows: the one just written, while the list (as last answered, not yet fetching again)
 * does not hold it. Mark a record once the record lists are read afresh (useApplyChangeSet does so before it
 * returns), or the pin shows until the list answers.
 */
export const usePinnedRecord = (): DnsRecord | undefined => {
    const { id, record } = useJustWritten();
    const { data, isFetching } = useListContext<DnsRecord>();
    if (!record || !data || isFetching || data.some(row => row.id === id)) return undefined;
    return record;
};
