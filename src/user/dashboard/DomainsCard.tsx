import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CardLink } from './CardLink';
import { CardQuery, EmptyText } from '../../ui/CardQuery';
import { DashboardCard } from '../../ui/DashboardCard';
import { DASHBOARD_LINKS } from './links';
import { useOverview } from './queries';
import { StatFigure } from '../../ui/StatFigure';
import { StatSkeleton } from '../../ui/CardSkeletons';

/** Domain and record counts, with the paused and locked domains. */
export const DomainsCard = () => {
    const translate = useTranslate();
    const query = useOverview();
    return (
        <DashboardCard
            title="dashboard.domains.title"
            testId="card-domains"
            action={<CardLink to={DASHBOARD_LINKS.domains} label="dashboard.domains.manage" />}
        >
            <CardQuery
                query={query}
                skeleton={<StatSkeleton />}
                isEmpty={overview => overview.domainCount === 0}
                empty={
                    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                        <EmptyText text="dashboard.domains.empty" />
                        <Button component={Link} to={DASHBOARD_LINKS.addDomain} variant="contained" size="small" startIcon={<AddIcon />}>
                            {translate('dashboard.domains.add')}
                        </Button>
                    </Stack>
                }
            >
                {overview => (
                    <Stack spacing={1.5}>
                        <Stack direction="row" spacing={3}>
                            <StatFigure label="dashboard.domains.count" value={overview.domainCount} to={DASHBOARD_LINKS.domains} testId="stat-domains" />
                            <StatFigure label="dashboard.domains.records" value={overview.recordCount} testId="stat-records" />
                        </Stack>
                        <Stack direction="row" spacing={3}>
                            <StatFigure
                                label="dashboard.domains.paused"
                                value={overview.pausedCount}
                                size="small"
                                to={overview.pausedCount > 0 ? DASHBOARD_LINKS.paused : undefined}
                                color={overview.pausedCount > 0 ? 'warning.main' : 'text.primary'}
                                testId="stat-paused"
                            />
                            <StatFigure label="dashboard.domains.locked" value={overview.lockedCount} size="small" testId="stat-locked" />
                        </Stack>
                    </Stack>
                )}
            </CardQuery>
        </DashboardCard>
    );
};
