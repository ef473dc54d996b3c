import type { Shape } from '../shape';

/** The operation log screen's messages (/log/list/:method): English and Chinese side by side. */
export const userLogsEn = {
    title: 'Operation logs',
    tabsLabel: 'Log types',
    tabs: { '0': 'All', '1': 'Sign-ins', '2': 'Account changes', '3': 'DNS changes' },
    method: { '1': 'Sign-in', '2': 'Account', '3': 'DNS' },
    search: 'Search action, content, IP or area',
    empty: {
        title: 'Nothing logged in this period',
        body: 'Choose a wider date range or another log type.',
        noMatch: 'No log entry matches',
        noMatchBody: 'Change the keyword or the date range.',
    },
};

export const userLogsCn: Shape<typeof userLogsEn> = {
    title: '操作日志',
    tabsLabel: '日志类型',
    tabs: { '0': '全部', '1': '登录日志', '2': '账号变更', '3': '解析变更' },
    method: { '1': '登录', '2': '账号', '3': '解析' },
    search: '搜索操作、内容、IP 或地区',
    empty: {
        title: '该时间段内没有日志',
        body: '请选择更长的时间范围或其他日志类型。',
        noMatch: '没有匹配的日志',
        noMatchBody: '请修改关键字或时间范围。',
    },
};

/** Field names of the log rows (react-admin's resources.userLog.fields.*). */
export const userLogsResourcesEn = {
    userLog: {
        name: 'Operation log |||| Operation logs',
        fields: { createTime: 'Time', method: 'Type', action: 'Action', content: 'Content', ip: 'IP address', area: 'Area' },
    },
};

export const userLogsResourcesCn: Shape<typeof userLogsResourcesEn> = {
    userLog: {
        name: '操作日志',
        fields: { createTime: '时间', method: '类型', action: '操作', content: '内容', ip: 'IP 地址', area: '地区' },
    },
};
