import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';

/** The query key of a user's detail: the recharge page invalidates it after a recharge. */
const appUserDetailKey = (userId: number) => ['appUser', 'detail', userId] as const;

export const useAppUserDetail = (userId: number | undefined) => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    return useQuery({
        queryKey: appUserDetailKey(userId ?? 0),
        queryFn: () => dataProvider.getAppUserDetail(userId ?? 0),
        // an id that is not a number is asked too: the server's msg ('用户不存在') is the page's error
        enabled: userId !== undefined,
    });
};
