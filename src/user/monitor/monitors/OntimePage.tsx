import MonitorHeart from '@mui/icons-material/MonitorHeartOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { Box, Button, Card, CardActionArea, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { UserDataProvider } from '../../dataProvider';
import { EmptyState, LoadError, PageLoading } from '../../../ui/PageStates';
import { MONITOR_STATES, type BoardItem, type MonitorState } from '../../../data/monitors/types';
import { StateChip } from './StateChip';
import { userPaths } from '../../paths';

export const BOARD_REFRESH_MS = 10_000;

/** Seconds since a time, ticking every second. */
const useSecondsSince = (since: number): number => {
    const [now, setNow] = useState(() => Date.now());
    useEffect(() => {
        const timer = window.setInterval(() => setNow(Date.now()), 1000);
        return () => window.clearInterval(timer);
    }, []);
    return Math.max(0, Math.round((now - since) / 1000));
};

const Updated = ({ at }: { at: number }) => {
    const translate = useTranslate();
    return (
        <Typography variant="caption" color="text.secondary" data-testid="board-updated">
            {translate('monitors.board.updated', { seconds: useSecondsSince(at) })}
        </Typography>
    );
};

const Figure = ({ label, value }: { label: string; value: string }) => (
    <Box sx={{ minWidth: 0 }}>
        {/* a label wraps rather than being cut (可用率（24小时） in a third of a phone card) */}
        <Typography variant="caption" color="text.secondary" component="div">
            {label}
        </Typography>
        <Typography variant="body2" noWrap>
            {value}
        </Typography>
    </Box>
);

const BoardCard = ({ item }: { item: BoardItem }) => {
    const translate = useTranslate();
    return (
        <Card variant="outlined" data-testid="board-card" data-state={item.state}>
            <CardActionArea component={Link} to={userPaths.realtimeDetail(item.id)}>
                <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                        <Typography variant="subtitle2" noWrap sx={{ minWidth: 0 }} title={item.name}>
                            {item.name}
                        </Typography>
                        <StateChip state={item.state} />
                    </Stack>
                    <Typography variant="caption" color="text.secondary">
                        {translate(`monitors.checkTypes.${item.checkType}`)}
                    </Typography>
                    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mt: 1 }}>
                        <Figure
                            label={translate('monitors.board.lastCheck')}
                            value={item.lastCheck ? item.lastCheck.slice(11) : translate('monitors.board.never')}
                        />
                        <Figure label={translate('monitors.board.response')} value={item.responseMs === null ? '-' : `${item.responseMs} ms`} />
                        <Figure label={translate('monitors.board.availability')} value={`${item.availability.toFixed(2)}%`} />
                    </Box>
                </CardContent>
            </CardActionArea>
        </Card>
    );
};

type Filter = MonitorState | 'all';

/** The live status board: one card per monitor, refreshed every 10 s (react-query pauses while the tab is hidden). */
export const OntimePage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [filter, setFilter] = useState<Filter>('all');
    const query = useQuery({ queryKey: ['monitorBoard'], queryFn: () => dataProvider.getMonitorBoard(), refetchInterval: BOARD_REFRESH_MS });
    const items = (query.data?.list ?? []).filter(item => filter === 'all' || item.state === filter);
    const addButton = (
        <Button variant="contained" component={Link} to={userPaths.monitors('settings')}>
            {translate('monitors.board.add')}
        </Button>
    );
    return (
        <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
                <Typography variant="body2" color="text.secondary">
                    {translate('monitors.board.intro')}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {query.dataUpdatedAt ? <Updated at={query.dataUpdatedAt} /> : null}
                    <Button size="small" startIcon={<Refresh />} onClick={() => void query.refetch()} disabled={query.isFetching}>
                        {translate('monitors.board.refresh')}
                    </Button>
                </Stack>
            </Stack>
            <ToggleButtonGroup
                size="small"
                exclusive
                value={filter}
                onChange={(_event, value: Filter | null) => value && setFilter(value)}
                sx={{ mb: 2, flexWrap: 'wrap' }}
                aria-label={translate('monitors.settings.status')}
            >
                {(['all', ...MONITOR_STATES] as const).map(state => (
                    <ToggleButton key={state} value={state}>
                        {translate(`monitors.states.${state}`)}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
            {query.isPending ? <PageLoading /> : null}
            {query.error && !query.data ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
            {query.data && query.data.list.length === 0 ? (
                <EmptyState icon={<MonitorHeart />} title={translate('monitors.board.empty')} body={translate('monitors.board.emptyHelp')} action={addButton} />
            ) : null}
            {query.data && query.data.list.length > 0 && items.length === 0 ? <EmptyState title={translate('monitors.board.emptyFiltered')} /> : null}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
                {items.map(item => (
                    <BoardCard key={item.id} item={item} />
                ))}
            </Box>
        </>
    );
};
