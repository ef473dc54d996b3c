import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { AccountCalls, UserInfo } from './api';

export const USER_INFO_KEY = ['account', 'userinfo'] as const;

/**
 * The signed-in user's info (mobile, real-name status, hidden menus...). Only the user flavour's provider
 * has getUserInfo; in the admin console this answers null.
 */
export const useUserInfo = (): { data: UserInfo | null; isPending: boolean } => {
    const dataProvider = useDataProvider<DataProvider & Partial<AccountCalls>>();
    const supported = typeof dataProvider.getUserInfo === 'function';
    const query = useQuery({
        queryKey: USER_INFO_KEY,
        queryFn: () => dataProvider.getUserInfo!(),
        enabled: supported,
        staleTime: 60_000,
    });
    return { data: supported ? (query.data ?? null) : null, isPending: supported && query.isPending };
};
