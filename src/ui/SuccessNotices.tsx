import { useCallback, type ReactNode } from 'react';
import { AddNotificationContext, useAddNotificationContext, type NotificationPayload } from 'react-admin';

/**
 * The console's rule for notices: what the user asked for is done → `type: 'success'` (green); 'info' is for news
 * that reports no done action (nothing changed, not yet, a demo code). react-admin's own buttons announce their
 * done actions (deleted, saved) as 'info': inside this, their 'info' notices are raised as successes instead.
 * noticeTypes.test.ts holds every notify call of the console to the rule.
 */
export const SuccessNotices = ({ children }: { children: ReactNode }) => {
    const add = useAddNotificationContext();
    const addAsSuccess = useCallback((notice: NotificationPayload) => add(notice.type === 'info' ? { ...notice, type: 'success' } : notice), [add]);
    return <AddNotificationContext.Provider value={addAsSuccess}>{children}</AddNotificationContext.Provider>;
};
