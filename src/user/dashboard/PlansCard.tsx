import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CardLink } from './CardLink';
import { CardQuery, EmptyText } from '../../ui/CardQuery';
import { DashboardCard } from '../../ui/DashboardCard';
import { DASHBOARD_LINKS } from './links';
import { daysLeft, EXPIRING_SOON_DAYS } from '../../data/domains/planInfo';
import type { PlanSummary } from './planSummary';
import { usePlans } from './queries';
import { StatFigure } from '../../ui/StatFigure';
import { StatSkeleton } from '../../ui/CardSkeletons';
import { useProductName } from '../../ui/productName';

/** Warn about a plan ending within this many days. */

const Nearest = ({ nearest }: { nearest: PlanSummary['nearest'] }) => {
    const translate = useTranslate();
    const productName = useProductName();
    if (!nearest) {
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('dashboard.plans.noExpiry')}
            </Typography>
        );
    }
    const days = daysLeft(nearest.effectEndTime);
    const name = nearest.domain
        ? translate('dashboard.plans.planOf', { name: productName(nearest.productName), domain: nearest.domain })
        : productName(nearest.productName);
    return (
        <div data-testid="plan-nearest">
            <Typography variant="caption" color="text.secondary" component="div">
                {translate('dashboard.plans.nearest')}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {translate('dashboard.plans.nearestOn', { date: nearest.effectEndTime.slice(0, 10), name })}
            </Typography>
            <Typography
                variant="body2"
                sx={{ color: days <= EXPIRING_SOON_DAYS ? 'warning.main' : 'text.secondary', fontWeight: days <= EXPIRING_SOON_DAYS ? 600 : undefined }}
            >
                {days <= 0 ? translate('dashboard.plans.today') : translate('dashboard.plans.daysLeft', { smart_count: days })}
            </Typography>
        </div>
    );
};

/** Plans in use, the one ending first, and the expired ones. */
export const PlansCard = () => {
    const translate = useTranslate();
    const query = usePlans();
    return (
        <DashboardCard title="dashboard.plans.title" testId="card-plans" action={<CardLink to={DASHBOARD_LINKS.plans} label="dashboard.plans.manage" />}>
            <CardQuery
                query={query}
                skeleton={<StatSkeleton />}
                isEmpty={summary => summary.inUse === 0 && summary.expired === 0}
                empty={
                    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                        <EmptyText text="dashboard.plans.empty" />
                        <Button component={Link} to={DASHBOARD_LINKS.buyPlan} variant="contained" size="small">
                            {translate('dashboard.plans.buy')}
                        </Button>
                    </Stack>
                }
            >
                {summary => (
                    <Stack spacing={1.5}>
                        <Stack direction="row" spacing={3}>
                            <StatFigure label="dashboard.plans.inUse" value={summary.inUse} to={DASHBOARD_LINKS.plans} testId="stat-plans-in-use" />
                            <StatFigure
                                label="dashboard.plans.expired"
                                value={summary.expired}
                                color={summary.expired > 0 ? 'error.main' : 'text.primary'}
                                testId="stat-plans-expired"
                            />
                        </Stack>
                        <Nearest nearest={summary.nearest} />
                    </Stack>
                )}
            </CardQuery>
        </DashboardCard>
    );
};
