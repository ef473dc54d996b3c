import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { Button, Show, TopToolbar, useRecordContext, useTranslate, type GetListResult } from 'react-admin';
import { Link } from 'react-router-dom';
import { isUnread, type Message } from '../../data/messages/api';
import { MessageTypeChip } from './fields';
import { SafeHtml } from '../../ui/SafeHtml';
import { useRefreshUnreadCount } from '../../data/messages/useUnreadCount';
import { userPaths } from '../paths';
import { DeleteWithConfirmButton } from '../../ui/singleFlight';

/**
 * Opening a message through the info call marks it read on the server. Once per opened id: drop the unread
 * count by one if the list knew it as unread (or the answer still says so), and show it read in the cached lists.
 */
const useMarkOpened = () => {
    const queryClient = useQueryClient();
    const refreshUnread = useRefreshUnreadCount();
    const handled = useRef<Message['id'] | null>(null);
    return useCallback(
        (opened: Message) => {
            if (handled.current === opened.id) return;
            handled.current = opened.id;
            const listKey = { queryKey: ['message', 'getList'] };
            const listed = queryClient
                .getQueriesData<GetListResult<Message>>(listKey)
                .flatMap(([, result]) => result?.data ?? [])
                .find(message => String(message.id) === String(opened.id));
            void refreshUnread({ wasUnread: isUnread(listed ?? opened) });
            queryClient.setQueriesData<GetListResult<Message>>(listKey, result =>
                result
                    ? { ...result, data: result.data.map(message => (String(message.id) === String(opened.id) ? { ...message, readStatus: 1 } : message)) }
                    : result,
            );
        },
        [queryClient, refreshUnread],
    );
};

const Actions = () => {
    const refreshUnread = useRefreshUnreadCount();
    return (
        <TopToolbar sx={{ justifyContent: 'space-between' }}>
            <Button component={Link} to={userPaths.messageList()} label="messages.back">
                <ArrowBack />
            </Button>
            <DeleteWithConfirmButton
                successMessage="messages.deleted"
                redirect={userPaths.messageList()}
                mutationOptions={{ onSettled: () => void refreshUnread() }}
            />
        </TopToolbar>
    );
};

const Detail = () => {
    const record = useRecordContext<Message>();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <CardContent>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {record.title}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1, mb: 2, color: 'text.secondary' }}>
                <MessageTypeChip />
                {record.createtime && (
                    <Typography variant="body2" component="time" aria-label={translate('resources.message.fields.createtime')}>
                        {record.createtime}
                    </Typography>
                )}
            </Stack>
            <Divider />
            <Box sx={{ pt: 2 }}>
                {record.content ? <SafeHtml html={record.content} /> : <Typography color="text.secondary">{translate('messages.noContent')}</Typography>}
            </Box>
        </CardContent>
    );
};

/** /message/detail/:id: one message; opening it marks it read. */
export const MessageShow = () => {
    const markOpened = useMarkOpened();
    return (
        <Show<Message> title="menu.messages" actions={<Actions />} queryOptions={{ onSuccess: markOpened }}>
            <Detail />
        </Show>
    );
};
