import MailOutline from '@mui/icons-material/MailOutlined';
import { Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useUnreadCount } from '../../data/messages/useUnreadCount';
import { CardQuery } from '../../ui/CardQuery';
import { DashboardCard } from '../../ui/DashboardCard';
import { DASHBOARD_LINKS } from './links';
import { StatSkeleton } from '../../ui/CardSkeletons';

/** Unread messages: the count the header bell shows (one shared query). */
export const UnreadCard = () => {
    const translate = useTranslate();
    const query = useUnreadCount();
    return (
        <DashboardCard title="dashboard.unread.title" testId="card-unread">
            <CardQuery query={query} skeleton={<StatSkeleton />}>
                {count => (
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                        <MailOutline color={count > 0 ? 'primary' : 'disabled'} sx={{ fontSize: 40 }} />
                        <div>
                            <Link component={RouterLink} to={DASHBOARD_LINKS.messages} underline="hover" color="inherit">
                                <Typography component="span" variant="h4" sx={{ fontWeight: 600, display: 'block', lineHeight: 1.2 }} data-testid="stat-unread">
                                    {count}
                                </Typography>
                            </Link>
                            <Typography variant="body2" color="text.secondary">
                                {count > 0 ? (
                                    <Link component={RouterLink} to={DASHBOARD_LINKS.messages} underline="hover">
                                        {translate('dashboard.unread.view')}
                                    </Link>
                                ) : (
                                    translate('dashboard.unread.none')
                                )}
                            </Typography>
                        </div>
                    </Stack>
                )}
            </CardQuery>
        </DashboardCard>
    );
};
