import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { BalanceCard } from './BalanceCard';
import { DomainsCard } from './DomainsCard';
import { NoticesCard } from './NoticesCard';
import { PlansCard } from './PlansCard';
import { QueryChartCard } from './QueryChartCard';
import { QuickActionsCard } from './QuickActionsCard';
import { UnreadCard } from './UnreadCard';
import { UpdateLogCard } from './UpdateLogCard';
import { WrongNsCard } from './WrongNsCard';

/**
 * The user dashboard (/dns/dashboard): every card loads on its own query, in parallel. Stat cards four in a row
 * on a desktop, two on a pad, one on a phone; the chart the full width; then announcements, the update log,
 * and a column with the unread messages and the quick actions.
 */
export const DashboardPage = () => (
    <Box sx={{ my: 2, minWidth: 0, contain: 'inline-size', display: 'grid', gap: 2 }} data-testid="dashboard">
        <Title title="dashboard.title" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
            <DomainsCard />
            <WrongNsCard />
            <PlansCard />
            <BalanceCard />
        </Box>
        <QueryChartCard />
        <Box
            sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 5fr) minmax(0, 4fr) minmax(0, 3fr)' },
                // lists keep their own height: a short announcement list leaves no empty card below it
                alignItems: 'start',
                '& > .MuiCard-root': { height: 'auto' },
            }}
        >
            <NoticesCard />
            <UpdateLogCard />
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
                <UnreadCard />
                <QuickActionsCard />
            </Box>
        </Box>
    </Box>
);

export default DashboardPage;
