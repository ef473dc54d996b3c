import type { Shape } from '../shape';

/** The message list's filters and mark-as-read (single and batch): English and Chinese side by side. */
export const messageFiltersEn = {
    type: 'Type',
    allTypes: 'All types',
    readStatus: 'Status',
    allStates: 'Read and unread',
    markRead: 'Mark as read',
    markOneRead: 'Mark this message as read',
    markPageRead: 'Mark this page read',
    markedRead: '%{smart_count} message marked as read |||| %{smart_count} messages marked as read',
};

export const messageFiltersCn: Shape<typeof messageFiltersEn> = {
    type: '类型',
    allTypes: '全部类型',
    readStatus: '状态',
    allStates: '全部状态',
    markRead: '标为已读',
    markOneRead: '将此消息标为已读',
    markPageRead: '本页标为已读',
    markedRead: '已将 %{smart_count} 条消息标为已读',
};
