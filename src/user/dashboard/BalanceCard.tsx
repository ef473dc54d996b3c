import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatYuan } from '../../format/money';
import { useUserInfo } from '../../data/account/useUserInfo';
import { CardQuery } from '../../ui/CardQuery';
import { DashboardCard } from '../../ui/DashboardCard';
import { DASHBOARD_LINKS } from './links';
import { StatFigure } from '../../ui/StatFigure';
import { StatSkeleton } from '../../ui/CardSkeletons';

/** The account balance: propertyBalance is in cents, shown in yuan. */
export const BalanceCard = () => {
    const translate = useTranslate();
    const info = useUserInfo();
    // CardQuery waits while data is undefined (useUserInfo says null until the answer)
    const query = { ...info, data: info.data ?? undefined };
    return (
        <DashboardCard title="dashboard.balance.title" testId="card-balance">
            <CardQuery query={query} skeleton={<StatSkeleton />}>
                {user => (
                    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                        <StatFigure label="dashboard.balance.available" value={formatYuan(user.propertyBalance ?? 0)} testId="stat-balance" />
                        <Typography variant="body2" color="text.secondary">
                            {translate('dashboard.balance.hint')}
                        </Typography>
                        <Button component={Link} to={DASHBOARD_LINKS.recharge} variant="contained" size="small">
                            {translate('dashboard.balance.recharge')}
                        </Button>
                    </Stack>
                )}
            </CardQuery>
        </DashboardCard>
    );
};
