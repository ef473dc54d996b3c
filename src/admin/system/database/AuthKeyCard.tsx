import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { DashboardCard } from '../../../ui/DashboardCard';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { KeyValueRow } from './KeyValueRow';
import { SecretValueRow } from './SecretValueRow';

/**
 * The CDN nodes' auth key (GET sys/cdnsys/auth/check/key/show): code, token and import URL, each copyable; the
 * token is a secret, masked until revealed like the console's other secrets.
 */
export const AuthKeyCard = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const query = useQuery({ queryKey: ['database', 'authKey'], queryFn: () => dataProvider.getAuthKey() });
    return (
        <DashboardCard title="database.authKey.title" testId="database-auth-key">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('database.authKey.intro')}
            </Typography>
            {query.isPending ? <PageLoading /> : null}
            {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
            {query.data ? (
                <div>
                    <KeyValueRow label="database.authKey.code" value={query.data.code} />
                    {query.data.token ? (
                        <SecretValueRow label="database.authKey.token" value={query.data.token} testId="database-auth-token" />
                    ) : (
                        <KeyValueRow label="database.authKey.token" value="" />
                    )}
                    <KeyValueRow label="database.authKey.importUrl" value={query.data.importUrl} />
                </div>
            ) : null}
        </DashboardCard>
    );
};
