import type { Shape } from '../shape';

/** Messages of a domain's zone history (src/user/dns/domain/history): the entries, an entry's diff, revert and restore. */
export const zoneHistoryEn = {
    empty: {
        title: 'No changes yet',
        body: 'Every change of this domain’s records is listed here with what it changed, and can be undone.',
    },
    sources: {
        dialog: 'Record dialog',
        row: 'Record row',
        batch: 'Batch action',
        bulk: 'Bulk page',
        import: 'Zone import',
        template: 'Template',
        revert: 'Revert',
    },
    counts: {
        added: '%{smart_count} added',
        updated: '%{smart_count} changed',
        deleted: '%{smart_count} deleted',
        paused: '%{smart_count} paused',
        enabled: '%{smart_count} enabled',
        refused: '%{smart_count} refused',
        none: 'Nothing applied',
    },
    revertsEntry: 'Reverts #%{id}',
    entry: {
        title: 'Change #%{id}',
        by: '%{time} · %{operator} · %{source}',
        close: 'Close',
        revert: 'Revert this change',
        restore: 'Restore the zone as it was at %{time}',
        bringBack: 'Restore',
        bringBackTitle: 'Add this deleted record again',
    },
    flow: {
        revertTitle: 'Revert change #%{id}',
        restoreTitle: 'Restore the zone as it was at %{time}',
        bringBackTitle: 'Restore a deleted record',
        reading: 'Reading the zone as it is now…',
        readingHistory: 'Reading the changes made since…',
        nothing: 'The zone already is as this would leave it: there is nothing to change.',
        cancel: 'Cancel',
        close: 'Close',
        preview: 'Preview',
    },
    conflicts: {
        title: 'Records changed since this change',
        intro: 'These records have changed since (or are gone). For each, keep it as it is now, or undo anyway: the record goes back to how it was before this change.',
        changed: 'Changed since',
        gone: 'Gone since',
        now: 'Now',
        skip: 'Keep as it is now',
        apply: 'Undo anyway, over the change since',
        goneHelp: 'A record that is gone cannot be undone.',
    },
    comments: {
        revert: 'Revert of #%{id}',
        restore: 'Restore to the zone as it was at %{time} (#%{id})',
        bringBack: 'Restore %{record}, deleted by #%{id}',
    },
    viewChanges: 'View changes',
};

export const zoneHistoryCn: Shape<typeof zoneHistoryEn> = {
    empty: {
        title: '还没有变更',
        body: '对该域名解析记录的每一次修改都会列在这里，附带改了什么，并可以撤销。',
    },
    sources: {
        dialog: '记录对话框',
        row: '记录行操作',
        batch: '批量操作',
        bulk: '批量页面',
        import: '导入记录',
        template: '模板',
        revert: '撤销',
    },
    counts: {
        added: '添加 %{smart_count} 条',
        updated: '修改 %{smart_count} 条',
        deleted: '删除 %{smart_count} 条',
        paused: '暂停 %{smart_count} 条',
        enabled: '启用 %{smart_count} 条',
        refused: '拒绝 %{smart_count} 条',
        none: '未执行任何操作',
    },
    revertsEntry: '撤销 #%{id}',
    entry: {
        title: '变更 #%{id}',
        by: '%{time} · %{operator} · %{source}',
        close: '关闭',
        revert: '撤销此变更',
        restore: '将解析恢复到 %{time} 时的状态',
        bringBack: '恢复',
        bringBackTitle: '重新添加这条已删除的记录',
    },
    flow: {
        revertTitle: '撤销变更 #%{id}',
        restoreTitle: '将解析恢复到 %{time} 时的状态',
        bringBackTitle: '恢复已删除的记录',
        reading: '正在读取当前解析记录…',
        readingHistory: '正在读取此后的变更…',
        nothing: '当前解析已经是这个状态，无需修改。',
        cancel: '取消',
        close: '关闭',
        preview: '预览',
    },
    conflicts: {
        title: '此后被修改过的记录',
        intro: '以下记录在这次变更之后被修改过（或已不存在）。请逐条选择：保持现状，或仍然撤销（记录回到这次变更之前的样子）。',
        changed: '此后被修改',
        gone: '已不存在',
        now: '当前',
        skip: '保持现状',
        apply: '仍然撤销（覆盖此后的修改）',
        goneHelp: '已不存在的记录无法撤销。',
    },
    comments: {
        revert: '撤销 #%{id}',
        restore: '恢复到 %{time} 时的状态（#%{id}）',
        bringBack: '恢复 #%{id} 删除的 %{record}',
    },
    viewChanges: '查看变更',
};

/** react-admin's labels of the history resource (resources.changeSet.fields.<source>). */
export const zoneHistoryResourcesEn = {
    changeSet: {
        name: 'Change |||| Changes',
        fields: { id: '#', createTime: 'Time', operator: 'Operator', source: 'Made in', comment: 'Comment', counts: 'Changes' },
    },
};

export const zoneHistoryResourcesCn: Shape<typeof zoneHistoryResourcesEn> = {
    changeSet: {
        name: '变更',
        fields: { id: '#', createTime: '时间', operator: '操作人', source: '来源', comment: '备注', counts: '变更内容' },
    },
};
