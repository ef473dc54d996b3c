import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UpdateLogEntry } from '../../data/overview/api';
import { SafeHtml } from '../../ui/SafeHtml';
import { CardQuery } from '../../ui/CardQuery';
import { DashboardCard } from '../../ui/DashboardCard';
import { useUpdateLog } from './queries';
import { ListSkeleton } from '../../ui/CardSkeletons';

const Entry = ({ entry }: { entry: UpdateLogEntry }) => (
    <Box component="li" sx={{ listStyle: 'none', borderLeft: 2, borderColor: 'divider', pl: 1.5 }} data-testid="update-log-entry">
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={entry.version} size="small" color="primary" variant="outlined" />
            <Typography variant="caption" color="text.secondary">
                {entry.createTime?.slice(0, 10)}
            </Typography>
        </Stack>
        {entry.title ? (
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
                {entry.title}
            </Typography>
        ) : null}
        {/* written by the operator, possibly HTML: sanitised like every server HTML */}
        <SafeHtml html={entry.content} sx={{ typography: 'body2', color: 'text.secondary', '& p, & ul, & ol': { my: 0.5 } }} />
    </Box>
);

/** The product's release notes: version, date and what changed, older pages on demand. */
export const UpdateLogCard = () => {
    const translate = useTranslate();
    const query = useUpdateLog();
    const entries = query.data?.pages.flatMap(page => page.list);
    return (
        <DashboardCard title="dashboard.updateLog.title" testId="card-update-log">
            <CardQuery
                query={{ data: entries, isPending: query.isPending, error: query.error, isFetching: query.isFetching, refetch: query.refetch }}
                skeleton={<ListSkeleton />}
                isEmpty={list => list.length === 0}
                empty="dashboard.updateLog.empty"
            >
                {list => (
                    <>
                        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
                            {list.map(entry => (
                                <Entry key={entry.id} entry={entry} />
                            ))}
                        </Stack>
                        {query.hasNextPage ? (
                            <Button
                                size="small"
                                onClick={() => void query.fetchNextPage()}
                                disabled={query.isFetchingNextPage}
                                sx={{ mt: 1, alignSelf: 'flex-start' }}
                            >
                                {translate('dashboard.updateLog.loadMore')}
                            </Button>
                        ) : null}
                    </>
                )}
            </CardQuery>
        </DashboardCard>
    );
};
