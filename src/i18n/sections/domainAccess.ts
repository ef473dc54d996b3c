import type { Shape } from '../shape';

/** My domains' shares, locks, filter chips and "all matching" selection: English and Chinese side by side. */
export const domainAccessEn = {
    shared: {
        chip: 'Licensed by %{account}',
        view: 'View only',
        records: 'View and change records',
        ownerOnly: 'Licensed by %{account}: only the owner can do this',
    },
    locked: { reason: 'Locked: unlock it to pause or delete it' },
    chips: { label: 'Active filters', clear: 'Clear filters', search: 'Search: %{value}' },
    filtered: {
        title: 'No domain matches the filters',
        body: 'The filters above hide every domain: remove one, or show all.',
        reset: 'Show all domains',
    },
    matching: {
        select: 'Select all %{smart_count} matching domains',
        keepPage: 'Select this page only',
        selected: 'All %{smart_count} matching domains selected',
        running: 'Working on %{done} of %{total} domains…',
        done: 'Done for %{smart_count} domains',
        refused: '%{done} done, %{refused} refused: %{reason}',
        deleteTitle: 'Delete all %{smart_count} matching domains?',
        deleteBody: 'Every domain matching the filters and all their DNS records will be deleted. This cannot be undone.',
    },
};

export const domainAccessCn: Shape<typeof domainAccessEn> = {
    shared: {
        chip: '来自 %{account} 的授权',
        view: '仅查看',
        records: '查看和修改记录',
        ownerOnly: '来自 %{account} 的授权：仅域名所有者可执行此操作',
    },
    locked: { reason: '域名已锁定：解锁后才能暂停或删除' },
    chips: { label: '当前筛选', clear: '清除筛选', search: '搜索：%{value}' },
    filtered: {
        title: '没有符合筛选条件的域名',
        body: '上方的筛选条件隐藏了所有域名：移除其中一个，或显示全部。',
        reset: '显示全部域名',
    },
    matching: {
        select: '选择全部 %{smart_count} 个符合条件的域名',
        keepPage: '仅选择本页',
        selected: '已选择全部 %{smart_count} 个符合条件的域名',
        running: '正在处理第 %{done} / %{total} 个域名…',
        done: '已完成 %{smart_count} 个域名',
        refused: '完成 %{done} 个，拒绝 %{refused} 个：%{reason}',
        deleteTitle: '确定删除全部 %{smart_count} 个符合条件的域名？',
        deleteBody: '所有符合筛选条件的域名及其全部解析记录将被删除，且无法恢复。',
    },
};
