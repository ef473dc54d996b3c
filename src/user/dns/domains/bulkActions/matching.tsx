import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, useListContext, type Identifier } from 'react-admin';
import { BATCH_SIZE, gatherAll, runBatches } from '../../../../data/records/batch';
import type { Domain } from '../../../../data/domains/api';

/** The filter (as a key) for which "all N matching" was chosen; null when the selection is the rows ticked. */
const MatchingContext = createContext<[string | null, (key: string | null) => void] | null>(null);

export const MatchingProvider = ({ children }: { children: ReactNode }) => {
    const [key, setKey] = useState<string | null>(null);
    const value = useMemo<[string | null, (key: string | null) => void]>(() => [key, setKey], [key]);
    return <MatchingContext.Provider value={value}>{children}</MatchingContext.Provider>;
};

const filterKey = (filterValues: unknown) => JSON.stringify(filterValues ?? {});

/**
 * Gmail's "select all N matching", as the record table has it: offered once the whole page is ticked and more
 * domains match; chosen, a batch action works on every domain the filter matches (gathered page by page, then
 * sent to the server's batch calls 100 ids at a time), not on the page's rows only.
 */
export const useMatching = () => {
    const state = useContext(MatchingContext);
    if (!state) throw new Error('useMatching is used outside MatchingProvider');
    const [matchingKey, setMatchingKey] = state;
    const { selectedIds, data, total = 0, filterValues, sort, resource } = useListContext<Domain>();
    const dataProvider = useDataProvider();
    const key = filterKey(filterValues);
    const pageSelected = !!data && data.length > 0 && data.every(row => selectedIds.includes(row.id));
    const allMatching = matchingKey === key && pageSelected;
    /** The ids an action works on: the ticked rows, or every domain matching the filter. */
    const targets = async (signal: AbortSignal): Promise<Identifier[]> => {
        if (!allMatching) return selectedIds;
        const rows = await gatherAll<Domain>(
            async (page, perPage) => {
                const answer = await dataProvider.getList<Domain>(resource, { pagination: { page, perPage }, sort, filter: filterValues, signal });
                return { data: answer.data, total: answer.total ?? 0 };
            },
            { signal },
        );
        return rows.map(row => row.id);
    };
    return {
        allMatching,
        canOfferMatching: pageSelected && total > data.length,
        total,
        count: allMatching ? total : selectedIds.length,
        selectMatching: () => setMatchingKey(key),
        onlyPage: () => setMatchingKey(null),
        targets,
    };
};

/**
 * Sends `ids` to a batch call 100 at a time; the first refusal (the server's msg) is thrown after the rest were
 * tried, so a refused batch does not stop the others.
 */
export const inBatches = async (ids: readonly Identifier[], send: (batch: Identifier[]) => Promise<unknown>): Promise<void> => {
    const outcome = await runBatches(ids, async batch => void (await send(batch)), { size: BATCH_SIZE, signal: new AbortController().signal });
    if (outcome.refused.length > 0) throw new Error(outcome.refused[0].reason);
};
