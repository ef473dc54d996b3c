import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { FigureCards } from './FigureCards';
import { QueryTrendCard } from './QueryTrendCard';
import { SystemCard } from './SystemCard';
import { VersionCard } from './VersionCard';

/**
 * The admin dashboard (/admin/dns/dashboard): the platform's figures (six cards, one call, each card with its
 * own states), the query and traffic chart (a lazy chunk: the figures paint first), the system's state and the
 * version panel with the update.
 */
export const AdminDashboardPage = () => (
    <Box sx={{ my: 2, minWidth: 0, contain: 'inline-size', display: 'grid', gap: 2 }} data-testid="admin-dashboard">
        <Title title="adminDashboard.title" />
        <Box
            sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' },
            }}
        >
            <FigureCards />
        </Box>
        <QueryTrendCard />
        <Box
            sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
                alignItems: 'start',
                '& > .MuiCard-root': { height: 'auto' },
            }}
        >
            <VersionCard />
            <SystemCard />
        </Box>
    </Box>
);

export default AdminDashboardPage;
