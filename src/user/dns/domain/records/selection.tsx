import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useListContext, useUnselectAll } from 'react-admin';
import type { DnsRecord } from '../../../../data/records/api';
import type { BatchAction } from './batchJob';

/**
 * The selection beyond react-admin's: "all N records matching the filter" (Gmail's select-all), the rows seen
 * on the pages visited (a selection may span pages; the TTL change needs whole rows), and the batch asked for.
 */
interface SelectionState {
    /** The filter (as a key) for which the user chose "all matching"; null when not. */
    matchingKey: string | null;
    setMatchingKey: (key: string | null) => void;
    seen: Map<number, DnsRecord>;
    pending: BatchAction['kind'] | null;
    ask: (action: BatchAction['kind'] | null) => void;
}

const SelectionContext = createContext<SelectionState | null>(null);

export const SelectionProvider = ({ children }: { children: ReactNode }) => {
    const [matchingKey, setMatchingKey] = useState<string | null>(null);
    const [pending, ask] = useState<BatchAction['kind'] | null>(null);
    const [seen] = useState(() => new Map<number, DnsRecord>());
    const value = useMemo(() => ({ matchingKey, setMatchingKey, seen, pending, ask }), [matchingKey, seen, pending]);
    return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
};

const useSelectionState = () => {
    const state = useContext(SelectionContext);
    if (!state) throw new Error('useRecordSelection is used outside SelectionProvider');
    return state;
};

/**
 * Clears the selection react-admin keeps in the Store (under `storeKey`) when the list mounts: the rows behind
 * it (`seen`) live in memory only, so a selection restored after a reload would make a batch act on fewer rows
 * than the count shows. Runs once per store key.
 */
export const useFreshSelection = (resource: string, storeKey: string) => {
    const unselectAll = useUnselectAll(resource, storeKey);
    const latest = useRef(unselectAll);
    useLayoutEffect(() => {
        latest.current = unselectAll;
    });
    useEffect(() => {
        latest.current();
    }, [storeKey]);
};

const filterKey = (filterValues: unknown) => JSON.stringify(filterValues ?? {});

/** Remembers the rows shown so a selection made over several pages still knows its rows. */
export const useRememberRows = (rows: DnsRecord[] | undefined) => {
    const { seen } = useSelectionState();
    useEffect(() => {
        if (rows) for (const row of rows) seen.set(row.id, row);
    }, [rows, seen]);
};

/** What the bulk toolbar shows and acts on. */
export const useRecordSelection = () => {
    const state = useSelectionState();
    const { selectedIds, data, total, filterValues } = useListContext<DnsRecord>();
    const key = filterKey(filterValues);
    const pageSelected = !!data && data.length > 0 && data.every(row => selectedIds.includes(row.id));
    const allMatching = state.matchingKey === key && pageSelected;
    const canOfferMatching = pageSelected && (total ?? 0) > data.length;
    const selectedRows = selectedIds.map(id => state.seen.get(Number(id))).filter((row): row is DnsRecord => !!row);
    return {
        allMatching,
        canOfferMatching,
        total: total ?? 0,
        count: allMatching ? (total ?? 0) : selectedIds.length,
        selectedRows,
        selectMatching: () => state.setMatchingKey(key),
        onlyPage: () => state.setMatchingKey(null),
        pending: state.pending,
        ask: state.ask,
    };
};
