import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useState } from 'react';
import type { Notice } from '../../data/overview/api';
import { CardLink } from './CardLink';
import { CardQuery } from '../../ui/CardQuery';
import { DashboardCard } from '../../ui/DashboardCard';
import { DASHBOARD_LINKS } from './links';
import { NoticeDialog } from './NoticeDialog';
import { useNotices } from './queries';
import { ListSkeleton } from '../../ui/CardSkeletons';

/** The newest announcements; one click opens its content. */
export const NoticesCard = () => {
    const query = useNotices();
    const [open, setOpen] = useState<Notice | null>(null);
    return (
        <DashboardCard title="dashboard.notices.title" testId="card-notices" action={<CardLink to={DASHBOARD_LINKS.messages} label="dashboard.more" />}>
            <CardQuery query={query} skeleton={<ListSkeleton />} isEmpty={notices => notices.length === 0} empty="dashboard.notices.empty">
                {notices => (
                    <List dense disablePadding sx={{ mx: -2 }}>
                        {notices.map(notice => (
                            <ListItem key={notice.id} disablePadding>
                                <ListItemButton onClick={() => setOpen(notice)} sx={{ gap: 2 }}>
                                    <ListItemText primary={notice.title} slotProps={{ primary: { noWrap: true, title: notice.title } }} sx={{ minWidth: 0 }} />
                                    <ListItemText
                                        secondary={notice.createtime?.slice(0, 10)}
                                        sx={{ flex: 'none', m: 0 }}
                                        slotProps={{ secondary: { sx: { fontVariantNumeric: 'tabular-nums' } } }}
                                    />
                                </ListItemButton>
                            </ListItem>
                        ))}
                    </List>
                )}
            </CardQuery>
            <NoticeDialog notice={open} onClose={() => setOpen(null)} />
        </DashboardCard>
    );
};
