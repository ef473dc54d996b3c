import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatCount } from '../../format/count';
import { formatYuan } from '../../format/money';
import type { AdminFigures } from '../../data/adminOverview/api';
import { DashboardCard } from '../../ui/DashboardCard';
import { CardQuery } from '../../ui/CardQuery';
import { StatSkeleton } from '../../ui/CardSkeletons';
import { useAdminFigures } from './queries';

type Translate = ReturnType<typeof useTranslate>;

interface Figure {
    id: string;
    title: string;
    value: (figures: AdminFigures) => string;
    note: (figures: AdminFigures, translate: Translate) => ReactNode;
}

const perDomain = (figures: AdminFigures) => (figures.domains > 0 ? Math.round(figures.records / figures.domains) : 0);

/** The platform's figures, a card each; income arrives in cents and is shown in yuan. */
export const FIGURES: Figure[] = [
    {
        id: 'users',
        title: 'adminDashboard.figures.users',
        value: f => formatCount(f.users),
        note: (f, t) => t('adminDashboard.figures.today', { count: formatCount(f.usersToday) }),
    },
    { id: 'domains', title: 'adminDashboard.figures.domains', value: f => formatCount(f.domains), note: () => null },
    {
        id: 'records',
        title: 'adminDashboard.figures.records',
        value: f => formatCount(f.records),
        note: (f, t) => t('adminDashboard.figures.recordsPerDomain', { count: formatCount(perDomain(f)) }),
    },
    {
        id: 'queries',
        title: 'adminDashboard.figures.queries',
        value: f => formatCount(f.queriesToday),
        note: (_, t) => t('adminDashboard.figures.queriesNote'),
    },
    {
        id: 'orders',
        title: 'adminDashboard.figures.orders',
        value: f => formatCount(f.orders),
        note: (f, t) => t('adminDashboard.figures.today', { count: formatCount(f.ordersToday) }),
    },
    {
        id: 'income',
        title: 'adminDashboard.figures.income',
        value: f => formatYuan(f.income),
        note: (f, t) => t('adminDashboard.figures.incomeToday', { amount: formatYuan(f.incomeToday) }),
    },
];

const FigureCard = ({ figure }: { figure: Figure }) => {
    const translate = useTranslate();
    const query = useAdminFigures();
    return (
        <DashboardCard title={figure.title} testId={`card-${figure.id}`}>
            <CardQuery query={query} skeleton={<StatSkeleton />}>
                {figures => (
                    <>
                        <Typography
                            component="p"
                            variant="h5"
                            data-testid={`stat-${figure.id}`}
                            sx={{ fontWeight: 600, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
                        >
                            {figure.value(figures)}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="p" sx={{ minHeight: '1.66em' }}>
                            {figure.note(figures, translate)}
                        </Typography>
                    </>
                )}
            </CardQuery>
        </DashboardCard>
    );
};

export const FigureCards = () => (
    <>
        {FIGURES.map(figure => (
            <FigureCard key={figure.id} figure={figure} />
        ))}
    </>
);
