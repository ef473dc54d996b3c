import AddIcon from '@mui/icons-material/Add';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DashboardCard } from '../../ui/DashboardCard';
import { DASHBOARD_LINKS } from './links';

const ACTIONS: Array<{ label: string; to: string; icon: ReactNode }> = [
    { label: 'dashboard.actions.addDomain', to: DASHBOARD_LINKS.addDomain, icon: <AddIcon /> },
    { label: 'dashboard.actions.buyPlan', to: DASHBOARD_LINKS.buyPlan, icon: <ShoppingCart /> },
    { label: 'dashboard.actions.recharge', to: DASHBOARD_LINKS.recharge, icon: <AccountBalanceWallet /> },
];

/** Shortcuts: add a domain, buy a plan, recharge. */
export const QuickActionsCard = () => {
    const translate = useTranslate();
    return (
        <DashboardCard title="dashboard.actions.title" testId="card-actions">
            <Stack spacing={1}>
                {ACTIONS.map(action => (
                    <Button key={action.to} component={Link} to={action.to} variant="outlined" startIcon={action.icon} sx={{ justifyContent: 'flex-start' }}>
                        {translate(action.label)}
                    </Button>
                ))}
            </Stack>
        </DashboardCard>
    );
};
