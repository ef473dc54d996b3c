import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { HttpClient } from '../../http/client';
import { webConfigCalls, type WebConfig } from './api';

export const WEB_CONFIG_KEY = ['webConfig'] as const;
const STALE_MS = 5 * 60_000;

/**
 * Asks for the web config as the app starts (boot.tsx), in parallel with the first page's chunks: every page
 * shows it (name, logos, footer, access gates), and when it is in the cache before the first render, that render
 * is final instead of followed by a second one of the whole frame when it arrives. A page that renders before it
 * is there shares the same request.
 */
export const prefetchWebConfig = (queryClient: QueryClient, http: HttpClient): Promise<void> =>
    queryClient.prefetchQuery({ queryKey: WEB_CONFIG_KEY, queryFn: () => webConfigCalls(http).getWebConfig(), staleTime: STALE_MS });

/** The site's web config (name, logos, powers, contact, exclusive modes), fetched once and shared. */
export const useWebConfig = (): { data: WebConfig | undefined; isPending: boolean } => {
    const dataProvider = useDataProvider<DataProvider & ReturnType<typeof webConfigCalls>>();
    const query = useQuery({ queryKey: WEB_CONFIG_KEY, queryFn: () => dataProvider.getWebConfig(), staleTime: STALE_MS });
    return { data: query.data, isPending: query.isPending };
};
