import Close from '@mui/icons-material/Close';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, Box, Button, Chip, CircularProgress, Collapse, Divider, Drawer, IconButton, List, ListItemButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useDataProvider, useGetList, useTranslate, type DataProvider } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGE_LIST_SIZE } from '../../config/constants';
import type { AdminMessageCalls, Announcement } from '../../data/adminMessages/api';
import { isUnread, type Message } from '../../data/messages/api';
import { SafeHtml } from '../../ui/SafeHtml';
import { useUnreadCount } from '../../data/messages/useUnreadCount';
import { DeferredTooltip } from '../overrides/DeferredTooltip';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { badgeText } from './responsive';

const MESSAGE_LIST_PATH = '/message/list';
const messageDetailPath = (id: Message['id']) => `/message/detail/${id}`;

/** The header's bell: the unread badge ("99+" past 99) and the drawer it opens. */
const BellButton = ({ count, onClick }: { count?: number; onClick: () => void }) => {
    const translate = useTranslate();
    const text = badgeText(count);
    const label = text ? translate('layout.messages.bellUnread', { count: text }) : translate('layout.messages.title');
    return (
        <DeferredTooltip title={label}>
            <IconButton color="inherit" aria-label={label} onClick={onClick} data-testid="message-bell">
                <Badge
                    badgeContent={text}
                    color="error"
                    invisible={!text}
                    data-testid="message-badge"
                    sx={{ '& .MuiBadge-badge': { fontSize: 11, height: 17, minWidth: 17, px: 0.5 } }}
                >
                    <NotificationsNoneOutlined />
                </Badge>
            </IconButton>
        </DeferredTooltip>
    );
};

const DrawerFrame = ({
    open,
    onClose,
    summary,
    children,
    footer,
}: {
    open: boolean;
    onClose: () => void;
    summary?: ReactNode;
    children: ReactNode;
    footer?: ReactNode;
}) => {
    const translate = useTranslate();
    return (
        <Drawer
            anchor="right"
            open={open}
            onClose={onClose}
            slotProps={{
                paper: {
                    sx: { width: { xs: '100%', sm: 380 }, display: 'flex', flexDirection: 'column' },
                    'data-testid': 'message-drawer',
                    // the drawer is a dialog: named by its title
                    'aria-label': translate('layout.messages.title'),
                } as object,
            }}
        >
            <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.25, gap: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {translate('layout.messages.title')}
                </Typography>
                {summary}
                <Box sx={{ flex: 1 }} />
                <IconButton size="small" aria-label={translate('layout.close')} onClick={onClose}>
                    <Close fontSize="small" />
                </IconButton>
            </Stack>
            <Divider />
            <Box sx={{ flex: 1, overflowY: 'auto' }}>{children}</Box>
            {footer && (
                <>
                    <Divider />
                    <Box sx={{ p: 1, textAlign: 'center' }}>{footer}</Box>
                </>
            )}
        </Drawer>
    );
};

const Centered = ({ children }: { children: ReactNode }) => (
    <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary', fontSize: 14 }}>{children}</Box>
);

/** A drawer's body: a spinner while loading, the error or the empty text, else the list. */
const DrawerContent = ({
    isPending,
    error,
    empty,
    emptyText,
    children,
}: {
    isPending: boolean;
    error: unknown;
    empty: boolean;
    emptyText: string;
    children: ReactNode;
}) => {
    const translate = useTranslate();
    if (isPending)
        return (
            <Centered>
                <CircularProgress size={24} />
            </Centered>
        );
    if (error) return <Centered>{translate('layout.messages.loadError')}</Centered>;
    if (empty) return <Centered>{translate(emptyText)}</Centered>;
    return <>{children}</>;
};

/** The line under a message title: its type, its time, and anything else worth a glance (the unread mark). */
const MessageMeta = ({ type, time, children }: { type: ComponentProps<typeof TypeChip>['type']; time?: string; children?: ReactNode }) => (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
        <TypeChip type={type} />
        <Typography variant="caption" color="text.secondary">
            {time}
        </Typography>
        {children}
    </Stack>
);

const ViewAll = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    return (
        <Button component={Link} to={MESSAGE_LIST_PATH} onClick={onClose} fullWidth>
            {translate('layout.messages.viewAll')}
        </Button>
    );
};

const TypeChip = ({ type }: { type: number | string }) => {
    const translate = useTranslate();
    return <Chip size="small" variant="outlined" label={translate(`messages.type.${Number(type)}`, { _: String(type) })} sx={{ height: 20, fontSize: 12 }} />;
};

/**
 * The user's message drawer: the newest messages of the list call (sidx id, order desc, page 1, 100 rows),
 * unread ones marked; one opens its detail page (which marks it read, and the count drops).
 */
const UserMessageDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const unread = useUnreadCount();
    const { data, isPending, error } = useGetList<Message>(
        'message',
        { pagination: { page: 1, perPage: MESSAGE_LIST_SIZE }, sort: { field: 'id', order: 'DESC' }, filter: {} },
        { enabled: open },
    );
    const openMessage = (message: Message) => {
        onClose();
        navigate(messageDetailPath(message.id));
    };
    return (
        <DrawerFrame
            open={open}
            onClose={onClose}
            summary={
                unread.data ? (
                    <Typography variant="body2" color="text.secondary" data-testid="drawer-unread">
                        {translate('messages.unread', { smart_count: unread.data })}
                    </Typography>
                ) : null
            }
            footer={<ViewAll onClose={onClose} />}
        >
            <DrawerContent isPending={isPending} error={error} empty={!data?.length} emptyText="layout.messages.empty">
                <List disablePadding component="div">
                    {data?.map(message => {
                        const fresh = isUnread(message);
                        return (
                            <ListItemButton
                                key={message.id}
                                divider
                                onClick={() => openMessage(message)}
                                data-unread={fresh || undefined}
                                sx={{ alignItems: 'flex-start', gap: 1.25, py: 1.25 }}
                            >
                                <Box
                                    aria-hidden
                                    sx={{ mt: 0.9, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: fresh ? 'error.main' : 'transparent' }}
                                />
                                <Box sx={{ minWidth: 0, flex: 1 }}>
                                    <Typography variant="body2" noWrap sx={{ fontWeight: fresh ? 600 : 400, color: fresh ? 'text.primary' : 'text.secondary' }}>
                                        {message.title}
                                    </Typography>
                                    <MessageMeta type={message.type} time={message.createtime}>
                                        {fresh && (
                                            <Typography variant="caption" color="error.main">
                                                {translate('messages.readStatus.0')}
                                            </Typography>
                                        )}
                                    </MessageMeta>
                                </Box>
                            </ListItemButton>
                        );
                    })}
                </List>
            </DrawerContent>
        </DrawerFrame>
    );
};

/** The admin's message drawer: published announcements (type 2, status set), read in place, no read marking. */
const AdminMessageDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const dataProvider = useDataProvider<DataProvider & Partial<AdminMessageCalls>>();
    const [expanded, setExpanded] = useState<Announcement['id'] | null>(null);
    const { data, isPending, error } = useQuery({
        queryKey: ['adminMessages', 'announcements'],
        queryFn: () => (dataProvider.getAnnouncements ? dataProvider.getAnnouncements() : Promise.resolve([])),
        enabled: open,
    });
    return (
        <DrawerFrame open={open} onClose={onClose} footer={<ViewAll onClose={onClose} />}>
            <DrawerContent isPending={isPending} error={error} empty={!data?.length} emptyText="layout.messages.noAnnouncements">
                <List disablePadding component="div">
                    {data?.map(notice => (
                        <Box key={notice.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                            <ListItemButton
                                onClick={() => setExpanded(id => (id === notice.id ? null : notice.id))}
                                aria-expanded={expanded === notice.id}
                                sx={{ display: 'block', py: 1.25 }}
                            >
                                <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                                    {notice.title}
                                </Typography>
                                <MessageMeta type={notice.type} time={notice.createtime} />
                            </ListItemButton>
                            <Collapse in={expanded === notice.id} unmountOnExit>
                                <SafeHtml html={notice.content} sx={{ px: 2, pb: 1.5, fontSize: 13, color: 'text.secondary' }} />
                            </Collapse>
                        </Box>
                    ))}
                </List>
            </DrawerContent>
        </DrawerFrame>
    );
};

/** The bell and drawer of the user console (unread badge from useUnreadCount). */
export const UserMessages = () => {
    const [open, setOpen] = useState(false);
    const opened = useOpenedOnce(open);
    const unread = useUnreadCount();
    return (
        <>
            <BellButton count={unread.data} onClick={() => setOpen(true)} />
            {opened ? <UserMessageDrawer open={open} onClose={() => setOpen(false)} /> : null}
        </>
    );
};

/** The bell and drawer of the admin console (announcements have no unread count). */
export const AdminMessages = () => {
    const [open, setOpen] = useState(false);
    const opened = useOpenedOnce(open);
    return (
        <>
            <BellButton onClick={() => setOpen(true)} />
            {opened ? <AdminMessageDrawer open={open} onClose={() => setOpen(false)} /> : null}
        </>
    );
};
