import type { Shape } from '../shape';

/**
 * The audit trail's summaries, which the service writes in Chinese: the Chinese templates write its text back (a
 * summary reads the same in Chinese), the English ones say it in English (src/admin/system/audit/auditSummary.ts).
 * A change made while acting as a user is "action：summary" of each of the user's log rows.
 */
export const auditSummariesEn = {
    changed: '%{smart_count} field changed |||| %{smart_count} fields changed',
    unchanged: 'Saved (no change)',
    paramAdded: 'Parameter added',
    paramDeleted: 'Parameter deleted',
    paramsDeleted: 'Deleted %{smart_count} parameter |||| Deleted %{smart_count} parameters',
    signedInAs: 'Signed in as the user',
    amountReason: '%{amount}, reason: %{reason}',
    disabled: 'Account disabled, reason: %{reason}',
    enabled: 'Account enabled',
    resetLink: 'Password reset link sent',
    noteAndMenus: 'Note and hidden menus changed',
    domainsAdded: 'Added %{smart_count} domain |||| Added %{smart_count} domains',
    domainsDeleted: 'Deleted %{smart_count} domain |||| Deleted %{smart_count} domains',
    segmentsAdded: 'Added %{smart_count} IP range (%{remark}) |||| Added %{smart_count} IP ranges (%{remark})',
    segmentsChanged: 'Changed %{smart_count} IP range (%{remark}) |||| Changed %{smart_count} IP ranges (%{remark})',
    segmentsDeleted: 'Deleted %{smart_count} IP range |||| Deleted %{smart_count} IP ranges',
    imported: 'Database file imported (%{size} KB), the data before replaced',
    exported: 'Database exported',
    acting: '%{action}: %{summary}',
};

export const auditSummariesCn: Shape<typeof auditSummariesEn> = {
    changed: '修改 %{smart_count} 项',
    unchanged: '保存（无变化）',
    paramAdded: '新增参数',
    paramDeleted: '删除参数',
    paramsDeleted: '删除 %{smart_count} 个参数',
    signedInAs: '代为登录',
    amountReason: '%{amount}，原因：%{reason}',
    disabled: '停用账号，原因：%{reason}',
    enabled: '启用账号',
    resetLink: '发送重置密码链接',
    noteAndMenus: '修改备注与隐藏菜单',
    domainsAdded: '添加 %{smart_count} 个域名',
    domainsDeleted: '删除 %{smart_count} 个域名',
    segmentsAdded: '添加 %{smart_count} 个IP段（%{remark}）',
    segmentsChanged: '修改 %{smart_count} 个IP段（%{remark}）',
    segmentsDeleted: '删除 %{smart_count} 个IP段',
    imported: '导入数据库文件（%{size} KB），原数据已替换',
    exported: '导出数据库',
    acting: '%{action}：%{summary}',
};
