import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { MessageCalls } from './api';

/** The react-query key of the unread count: invalidate it wherever messages change. */
export const UNREAD_COUNT_KEY = ['message', 'unreadCount'] as const;

/**
 * The number of unread messages (from dataProvider.getUnreadCount), shared by every caller through react-query:
 * the list header, and the header bell (cap its badge at BADGE_CAP, 99).
 */
export const useUnreadCount = () => {
    const dataProvider = useDataProvider<DataProvider & MessageCalls>();
    return useQuery({ queryKey: UNREAD_COUNT_KEY, queryFn: () => dataProvider.getUnreadCount() });
};

/**
 * Call after a message was opened (it is now read) or deleted: drops the count by one at once when the message
 * was unread, then refetches the true count.
 */
export const useRefreshUnreadCount = () => {
    const queryClient = useQueryClient();
    return useCallback(
        ({ wasUnread = false }: { wasUnread?: boolean } = {}) => {
            if (wasUnread) queryClient.setQueryData<number>(UNREAD_COUNT_KEY, count => (count ? count - 1 : count));
            return queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
        },
        [queryClient],
    );
};
