import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';
import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import type { UpdateState } from '../../data/adminOverview/api';
import { DashboardCard } from '../../ui/DashboardCard';
import { CardQuery } from '../../ui/CardQuery';
import { ListSkeleton } from '../../ui/CardSkeletons';
import { ADMIN_KEYS, useUpdateStatus, useVersionData } from './queries';
import { UpdateProgress } from './UpdateProgress';
import { canUpdate, finishedNow } from './updateProgress';
import { Confirm, useMutation } from '../../ui/singleFlight';

/** The version panel: current and latest versions, the release notes, and the update (confirmed, then followed to its end). */
export const VersionCard = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const queryClient = useQueryClient();
    const version = useVersionData();
    const status = useUpdateStatus();
    const [asking, setAsking] = useState(false);

    const start = useMutation({
        mutationFn: () => dataProvider.startVersionUpdate(),
        onSuccess: () => {
            notify('adminDashboard.version.started', { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.update });
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
        onSettled: () => setAsking(false),
    });

    // once an update this page watched is done, the new version is current: read the panels again
    const previous = useRef<UpdateState | undefined>(undefined);
    const state = status.data?.state;
    useEffect(() => {
        if (finishedNow(previous.current, state)) {
            void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.version });
            void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.system });
        }
        previous.current = state;
    }, [state, queryClient]);

    return (
        <DashboardCard title="adminDashboard.version.title" testId="card-version">
            <CardQuery query={version} skeleton={<ListSkeleton rows={4} />}>
                {data => {
                    const newer = canUpdate(data.currentVersion, data.latestVersion, status.data);
                    return (
                        <Stack spacing={1.5}>
                            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
                                <div>
                                    <Typography variant="caption" color="text.secondary" component="div">
                                        {translate('adminDashboard.version.current')}
                                    </Typography>
                                    <Typography variant="h6" component="p" data-testid="version-current">
                                        {data.currentVersion}
                                    </Typography>
                                </div>
                                <div>
                                    <Typography variant="caption" color="text.secondary" component="div">
                                        {translate('adminDashboard.version.latest')}
                                    </Typography>
                                    <Typography variant="h6" component="p" data-testid="version-latest">
                                        {data.latestVersion}
                                    </Typography>
                                </div>
                            </Stack>
                            {data.releaseDate ? (
                                <Typography variant="caption" color="text.secondary">
                                    {translate('adminDashboard.version.releaseDate', { date: data.releaseDate })}
                                </Typography>
                            ) : null}
                            <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="version-state">
                                {newer
                                    ? translate('adminDashboard.version.available', { version: data.latestVersion })
                                    : translate('adminDashboard.version.upToDate')}
                            </Typography>
                            {data.releaseNotes ? (
                                <div>
                                    <Typography variant="caption" color="text.secondary" component="div">
                                        {translate('adminDashboard.version.notes')}
                                    </Typography>
                                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                                        {data.releaseNotes}
                                    </Typography>
                                </div>
                            ) : null}
                            {status.data ? <UpdateProgress status={status.data} onRetry={() => start.mutate()} retrying={start.isPending} /> : null}
                            {newer ? (
                                <div>
                                    <Button variant="contained" startIcon={<SystemUpdateAlt />} onClick={() => setAsking(true)} disabled={start.isPending}>
                                        {translate('adminDashboard.version.update')}
                                    </Button>
                                </div>
                            ) : null}
                            <Confirm
                                isOpen={asking}
                                loading={start.isPending}
                                title="adminDashboard.version.confirmTitle"
                                content="adminDashboard.version.confirmContent"
                                translateOptions={{ from: data.currentVersion, to: data.latestVersion }}
                                confirm="adminDashboard.version.confirm"
                                onConfirm={() => start.mutate()}
                                onClose={() => setAsking(false)}
                            />
                        </Stack>
                    );
                }}
            </CardQuery>
        </DashboardCard>
    );
};
