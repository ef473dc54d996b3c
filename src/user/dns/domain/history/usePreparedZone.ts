import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { readEntriesSince } from '../../../../data/changeSets/readHistory';
import { readZone } from '../../../../data/records/readZone';
import type { UserDataProvider } from '../../../dataProvider';
import { useDomainParams } from '../domainParams';
import type { HistoryAction } from './historyActions';

/**
 * What an action is built from, read when its dialog opens: the zone as it stands (in pages of 500) and, to restore
 * to a point, what every newer entry applied. Read afresh each time (nothing kept once the dialog closes) and never
 * again while it is open: the preview must not change under the user, not even when the apply refreshes the lists.
 */
export const usePreparedZone = (action: HistoryAction) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const domain = useDomainParams();
    const restoreFrom = action.kind === 'restore' ? action.entry.id : 0;
    return useQuery({
        queryKey: ['zoneHistory', 'prepare', domain.id, action.kind, action.entry.id, action.kind === 'bringBack' ? action.op.before.record_id : 0],
        queryFn: async ({ signal }) => {
            const records = await readZone(dataProvider, domain, signal);
            const newer = restoreFrom ? await readEntriesSince(dataProvider, domain.id, restoreFrom) : [];
            return { records, newer };
        },
        gcTime: 0,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
    });
};
