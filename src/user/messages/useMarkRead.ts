import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, type DataProvider, type GetListResult, type Identifier } from 'react-admin';
import { isUnread, type Message, type MessageCalls } from '../../data/messages/api';
import { UNREAD_COUNT_KEY } from '../../data/messages/useUnreadCount';
import { useMutation } from '../../ui/singleFlight';

const sameId = (ids: readonly Identifier[]) => {
    const wanted = new Set(ids.map(String));
    return (message: Message) => wanted.has(String(message.id));
};

/**
 * Marks messages read (dataProvider.markMessagesRead). On success: the cached lists show them read, the unread
 * count drops at once by the unread ones among them, then the lists and the count are fetched again (a list
 * filtered on unread loses them). A refusal shows the server's message.
 */
export const useMarkRead = ({ onDone }: { onDone?: () => void } = {}) => {
    const dataProvider = useDataProvider<DataProvider & MessageCalls>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    return useMutation({
        mutationFn: (ids: readonly Identifier[]) => dataProvider.markMessagesRead(ids),
        onSuccess: (_answer, ids) => {
            const listKey = { queryKey: ['message', 'getList'] };
            const picked = sameId(ids);
            const unread = new Set(
                queryClient
                    .getQueriesData<GetListResult<Message>>(listKey)
                    .flatMap(([, result]) => result?.data ?? [])
                    .filter(message => picked(message) && isUnread(message))
                    .map(message => String(message.id)),
            ).size;
            if (unread > 0) queryClient.setQueryData<number>(UNREAD_COUNT_KEY, count => (count === undefined ? count : Math.max(0, count - unread)));
            queryClient.setQueriesData<GetListResult<Message>>(listKey, result =>
                result ? { ...result, data: result.data.map(message => (picked(message) ? { ...message, readStatus: 1 } : message)) } : result,
            );
            void queryClient.invalidateQueries({ queryKey: ['message'] });
            notify('messageFilters.markedRead', { type: 'success', messageArgs: { smart_count: ids.length } });
            onDone?.();
        },
        onError: (error: Error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
    });
};
