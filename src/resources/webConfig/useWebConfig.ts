import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { WebConfig, webConfigCalls } from './api';

export const WEB_CONFIG_KEY = ['webConfig'] as const;

/** The site's web config (name, logos, powers, contact, exclusive modes), fetched once and shared. */
export const useWebConfig = (): { data: WebConfig | undefined; isPending: boolean } => {
    const dataProvider = useDataProvider<DataProvider & ReturnType<typeof webConfigCalls>>();
    const query = useQuery({ queryKey: WEB_CONFIG_KEY, queryFn: () => dataProvider.getWebConfig(), staleTime: 5 * 60_000 });
    return { data: query.data, isPending: query.isPending };
};
