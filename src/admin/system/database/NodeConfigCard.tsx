import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { CopyButton } from '../../../ui/CopyButton';
import { DashboardCard } from '../../../ui/DashboardCard';
import { EmptyState, LoadError, PageLoading } from '../../../ui/PageStates';

/** The node config (GET sys/config/ants/conf/view): read-only, monospace, scrollable, copyable. */
export const NodeConfigCard = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const query = useQuery({ queryKey: ['database', 'nodeConfig'], queryFn: () => dataProvider.getNodeConfig() });
    return (
        <DashboardCard
            title="database.nodeConfig.title"
            testId="database-node-config"
            action={<CopyButton text={query.data ?? ''} label={translate('database.nodeConfig.copy')} />}
        >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('database.nodeConfig.intro')}
            </Typography>
            {query.isPending ? <PageLoading /> : null}
            {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
            {query.data === '' ? <EmptyState title={translate('database.nodeConfig.empty')} /> : null}
            {query.data ? (
                <Box
                    component="pre"
                    tabIndex={0}
                    aria-label={translate('database.nodeConfig.title')}
                    sx={{
                        m: 0,
                        p: 1.5,
                        maxHeight: 420,
                        overflow: 'auto',
                        fontFamily: 'monospace',
                        fontSize: 13,
                        lineHeight: 1.5,
                        bgcolor: 'action.hover',
                        borderRadius: 1,
                        border: 1,
                        borderColor: 'divider',
                    }}
                >
                    {query.data}
                </Box>
            ) : null}
        </DashboardCard>
    );
};
