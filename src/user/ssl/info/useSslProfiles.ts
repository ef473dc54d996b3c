import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import type { ProfileKind } from '../../../data/sslOrders/api';

export const profilesKey = (kind: ProfileKind) => ['ssl', 'profiles', kind] as const;

/** The saved contact or company profiles (one page of 100: a user keeps a handful). */
export const useSslProfiles = <K extends ProfileKind>(kind: K) => {
    const provider = useDataProvider<UserDataProvider>();
    return useQuery({ queryKey: profilesKey(kind), queryFn: () => provider.listSslProfiles(kind), refetchOnWindowFocus: 'always' });
};
