import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useFlavour } from '../../authProvider/FlavourContext';
import type { AccountCalls, UserInfo } from './api';

export const USER_INFO_KEY = ['account', 'userinfo'] as const;

interface UserInfoQuery {
    data: UserInfo | null;
    isPending: boolean;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
}

/**
 * The signed-in user's info (mobile, real-name status, hidden menus, the balance...) with its error and refetch
 * (the dashboard's balance card). Only the user flavour has the call; in the admin console this answers null
 * without calling.
 */
export const useUserInfo = (): UserInfoQuery => {
    const dataProvider = useDataProvider<DataProvider & Partial<AccountCalls>>();
    const supported = useFlavour() === 'user';
    const query = useQuery({
        queryKey: USER_INFO_KEY,
        queryFn: () => dataProvider.getUserInfo!(),
        enabled: supported,
        staleTime: 60_000,
        // one quiet retry: the screens offer their own retry after that
        retry: 1,
    });
    return {
        data: supported ? (query.data ?? null) : null,
        isPending: supported && query.isPending,
        error: query.error,
        isFetching: query.isFetching,
        refetch: query.refetch,
    };
};
