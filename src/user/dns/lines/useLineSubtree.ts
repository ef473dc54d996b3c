import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { ROOT_LINE_PARENT, type Line, type LineCalls } from '../../../data/lines/api';
import { isLineGroup } from '../../../data/lines/lineValue';
import { lineLevelKey } from './useLineLevel';

/** A line found below a level, with the groups between that level and it (empty: a line of the level itself). */
export interface FoundLine {
    line: Line;
    path: Line[];
}

const STALE = 5 * 60_000;

/**
 * Every line below `parent`, in tree order, for a search over the whole tree: each level read through the same
 * cache as the picker's levels (useLineLevel), so a level opened before is not asked again. Loaded only while
 * `enabled` (something is typed in the search).
 */
export const useLineSubtree = (parent: number, domainId: number | undefined, enabled: boolean) => {
    const dataProvider = useDataProvider<DataProvider & LineCalls>();
    const queryClient = useQueryClient();
    return useQuery({
        queryKey: [...lineLevelKey(parent, domainId), 'subtree'],
        staleTime: STALE,
        enabled,
        queryFn: async () => {
            const level = (id: number) =>
                queryClient.fetchQuery({ queryKey: lineLevelKey(id, domainId), queryFn: () => dataProvider.getLineLevel(id, domainId), staleTime: STALE });
            const walk = async (id: number, path: Line[], atRoot: boolean): Promise<FoundLine[]> => {
                const lines = await level(id);
                const below = await Promise.all(lines.map(line => (isLineGroup(line, atRoot) ? walk(line.id, [...path, line], false) : [])));
                return lines.flatMap((line, index) => [{ line, path }, ...below[index]]);
            };
            return walk(parent, [], parent === ROOT_LINE_PARENT);
        },
    });
};
