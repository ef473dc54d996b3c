import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';

/** One history entry with what it applied (app/dns/record/changes/info), under the resource's key: an apply refreshes it. */
export const useChangeSet = (id: number) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({ queryKey: ['changeSet', 'getChangeSet', id], queryFn: () => dataProvider.getChangeSet(id) });
};
