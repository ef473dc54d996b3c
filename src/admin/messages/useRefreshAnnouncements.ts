import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a write or delete: the header's message drawer reads the published announcements again. */
export const useRefreshAnnouncements = () => {
    const queryClient = useQueryClient();
    return useCallback(() => void queryClient.invalidateQueries({ queryKey: ['adminMessages'] }), [queryClient]);
};
