import type { Shape } from '../shape';

/** The DNS blacklist (blocked domains and the setting) and the domain-list rule: English and Chinese side by side. */
export const blacklistEn = {
    domains: {
        title: 'Blocked domains',
        intro: 'Queries for these domains (and, with *., their subdomains) are answered as the blacklist setting says.',
        search: 'Search domain',
        add: 'Add domains',
        batchDelete: 'Delete selected',
        delete: 'Delete',
        deleteTitle: 'Delete blocked domain',
        deleteContent: 'Delete %{domain} from the blacklist? Its queries will be answered normally again.',
        batchDeleteTitle: 'Delete blocked domains',
        batchDeleteContent: 'Delete the %{smart_count} selected domain from the blacklist? |||| Delete the %{smart_count} selected domains from the blacklist?',
        empty: 'No blocked domains yet',
        emptyHint: 'Add the domains whose queries should be blocked, many at once, one per line.',
        noResults: 'No blocked domain matches this search',
        actions: 'Actions',
    },
    dialog: {
        title: 'Add blocked domains',
        domains: 'Domains',
        domainsHelp: 'One per line, at most %{max}; *.example.com blocks every subdomain',
        remark: 'Remark',
        cancel: 'Cancel',
        save: 'Add',
        counted: '%{smart_count} domain |||| %{smart_count} domains',
    },
    setting: {
        title: 'Blacklist settings',
        intro: 'What the DNS servers answer when a blocked domain is queried.',
        enabled: 'Apply the blacklist',
        enabledHelp: 'When off, the list is kept but no query is blocked',
        mode: 'Answer to a blocked query',
        modes: {
            nxdomain: 'NXDOMAIN (the domain does not exist)',
            refused: 'REFUSED (the server refuses to answer)',
            fixed: 'A fixed IPv4 address (e.g. a warning page)',
            zero: '0.0.0.0 (an address that leads nowhere)',
        },
        answerIp: 'Answer IPv4',
        answerIpRequired: 'Enter the IPv4 address to answer with',
        answerIpHelp: 'Blocked queries for A records get this address',
        ttl: 'TTL of the answer (seconds)',
        ttlHelp: '%{min}-%{max} seconds: how long resolvers may cache the blocking answer',
        ttlRange: 'TTL must be a whole number from %{min} to %{max}',
        logBlocked: 'Log blocked queries',
        logBlockedHelp: 'Blocked queries appear in the query log',
    },
};

export const blacklistCn: Shape<typeof blacklistEn> = {
    domains: {
        title: '黑名单域名',
        intro: '查询这些域名（以 *. 开头时包括其所有子域名）时，按黑名单设置应答。',
        search: '搜索域名',
        add: '添加域名',
        batchDelete: '批量删除',
        delete: '删除',
        deleteTitle: '删除黑名单域名',
        deleteContent: '确定将 %{domain} 移出黑名单吗？移出后其查询将正常应答。',
        batchDeleteTitle: '批量删除黑名单域名',
        batchDeleteContent: '确定将选中的 %{smart_count} 个域名移出黑名单吗？',
        empty: '暂无黑名单域名',
        emptyHint: '添加需要拦截查询的域名，可一次添加多个，每行一个。',
        noResults: '没有匹配该搜索的黑名单域名',
        actions: '操作',
    },
    dialog: {
        title: '添加黑名单域名',
        domains: '域名',
        domainsHelp: '每行一个，最多 %{max} 个；*.example.com 拦截其所有子域名',
        remark: '备注',
        cancel: '取消',
        save: '添加',
        counted: '共 %{smart_count} 个域名',
    },
    setting: {
        title: '黑名单设置',
        intro: '查询黑名单中的域名时，DNS 服务器如何应答。',
        enabled: '启用黑名单',
        enabledHelp: '关闭后保留名单，但不拦截任何查询',
        mode: '拦截应答方式',
        modes: {
            nxdomain: 'NXDOMAIN（域名不存在）',
            refused: 'REFUSED（拒绝应答）',
            fixed: '固定 IPv4 地址（如提示页面）',
            zero: '0.0.0.0（不可达地址）',
        },
        answerIp: '应答 IPv4',
        answerIpRequired: '固定应答IP不能为空',
        answerIpHelp: '被拦截的 A 记录查询将得到该地址',
        ttl: '应答 TTL（秒）',
        ttlHelp: '%{min}-%{max} 秒：解析器可缓存拦截应答的时长',
        ttlRange: 'TTL 须为 %{min}-%{max} 的整数',
        logBlocked: '记录拦截日志',
        logBlockedHelp: '被拦截的查询将出现在查询日志中',
    },
};

/** Field labels of this section's resources (react-admin's resources.<name>.fields.<field>). */
export const blacklistResourcesEn = {
    blackDomain: { name: 'Blocked domain |||| Blocked domains', fields: { domain: 'Domain', remark: 'Remark', createTime: 'Added' } },
};

export const blacklistResourcesCn: Shape<typeof blacklistResourcesEn> = {
    blackDomain: { name: '黑名单域名', fields: { domain: '域名', remark: '备注', createTime: '添加时间' } },
};
