import type { Identifier } from 'react-admin';
import { useListContext } from 'react-admin';
import type { Domain } from '../../../../data/domains/api';
import { useMatching } from './matching';

const NAMES_SHOWN = 10;

/** "a.com, b.com, … (+3)": the selected domains named, as many as are on the page, at most NAMES_SHOWN. */
const selectionNames = (ids: readonly Identifier[], rows: readonly Domain[] | undefined): { names: string; more: number } => {
    const byId = new Map((rows ?? []).map(row => [String(row.id), row.domain]));
    const known = ids.map(id => byId.get(String(id))).filter((name): name is string => Boolean(name));
    const shown = known.slice(0, NAMES_SHOWN);
    return { names: shown.join(', '), more: ids.length - shown.length };
};

/** The selection a bulk action works on: the ticked rows or all matching (useMatching), with names to show. */
export const useSelection = () => {
    const { selectedIds, data, onUnselectItems } = useListContext<Domain>();
    const matching = useMatching();
    const unselect = () => {
        matching.onlyPage();
        onUnselectItems();
    };
    return { selectedIds, onUnselectItems: unselect, ...matching, ...selectionNames(selectedIds, data) };
};
