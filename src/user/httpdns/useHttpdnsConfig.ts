import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import { useRenewSecret, useSecretQuery } from '../../ui/useRenewableSecret';
import type { HttpdnsConfig, HttpdnsKeyKind } from '../../data/httpdnsDomains/api';
import { useMutation } from '../../ui/singleFlight';

const KEY = ['httpdnsConfig'] as const;

/** The account's HTTPDNS configuration (no cache across users: refetched when the page opens). */
export const useHttpdnsConfig = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useSecretQuery(KEY, () => dataProvider.getHttpdnsConfig());
};

/** Replaces one key (the shared renewal: the answer shows at once, a refusal shows its msg). */
export const useResetHttpdnsKey = (kind: HttpdnsKeyKind) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useRenewSecret(KEY, () => dataProvider.resetHttpdnsKey(kind), 'httpdns.config.regenerated');
};

/** Saves the allowed domains; a refusal shows its message and the selection stays as chosen. */
export const useSaveHttpdnsDomains = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    return useMutation({
        mutationFn: (domains: string[]) => dataProvider.saveHttpdnsDomains(domains),
        onSuccess: (config: HttpdnsConfig) => {
            queryClient.setQueryData(KEY, config);
            notify('common.done.savedConfig', { type: 'success' });
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
    });
};
