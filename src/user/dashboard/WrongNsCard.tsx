import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CardQuery } from '../../ui/CardQuery';
import { DashboardCard } from '../../ui/DashboardCard';
import { DASHBOARD_LINKS } from './links';
import { useOverview } from './queries';
import { StatFigure } from '../../ui/StatFigure';
import { StatSkeleton } from '../../ui/CardSkeletons';

/** Domains whose NS are not our DNS servers, with a link to exactly those in My domains. */
export const WrongNsCard = () => {
    const translate = useTranslate();
    // the same query as the domains card: one request answers both
    const query = useOverview();
    return (
        <DashboardCard title="dashboard.wrongNs.title" testId="card-wrong-ns">
            <CardQuery
                query={query}
                skeleton={<StatSkeleton />}
                isEmpty={overview => overview.wrongNsCount === 0}
                empty={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.main' }}>
                        <CheckCircleOutline fontSize="small" />
                        <Typography variant="body2" data-testid="card-empty">
                            {translate('dashboard.wrongNs.allGood')}
                        </Typography>
                    </Stack>
                }
            >
                {overview => (
                    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <StatFigure
                            label="dashboard.wrongNs.count"
                            value={overview.wrongNsCount}
                            to={DASHBOARD_LINKS.wrongNs}
                            color="error.main"
                            testId="stat-wrong-ns"
                        />
                        <Typography variant="body2" color="text.secondary">
                            {translate('dashboard.wrongNs.hint')}
                        </Typography>
                        <Button component={Link} to={DASHBOARD_LINKS.wrongNs} size="small" color="error" variant="outlined" data-testid="wrong-ns-link">
                            {translate('dashboard.wrongNs.view')}
                        </Button>
                    </Stack>
                )}
            </CardQuery>
        </DashboardCard>
    );
};
