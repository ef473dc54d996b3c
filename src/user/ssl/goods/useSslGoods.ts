import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';

/** The certificate catalogue (app/ssl/goods/list), shared by the goods and apply pages. */
export const useSslGoods = () => {
    const provider = useDataProvider<UserDataProvider>();
    return useQuery({ queryKey: ['ssl', 'goods'], queryFn: () => provider.listSslGoods(), staleTime: 60_000 });
};
