import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { DashboardCard } from '../../../ui/DashboardCard';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { KeyValueRow } from './KeyValueRow';

/** The CDN nodes' auth key (GET sys/cdnsys/auth/check/key/show): code, token and import URL, each copyable. */
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
                    <KeyValueRow label="database.authKey.token" value={query.data.token} />
                    <KeyValueRow label="database.authKey.importUrl" value={query.data.importUrl} />
                </div>
            ) : null}
        </DashboardCard>
    );
};
