import type { Shape } from '../shape';

/** The CDN build's tools (/admin/cdn: dashboard, static variables, cache data, probe IPs): English and Chinese side by side. */
export const cdnEn = {
    dashboard: {
        title: 'CDN nodes',
        bandwidth: 'Bandwidth',
        requests: 'Requests',
        peak: 'Peak %{value}',
        total: 'Total %{value}',
        empty: 'No traffic in this period yet: pick a longer period.',
    },
    variables: {
        title: 'Static variables',
        intro: 'Values every CDN node reads at start-up. Nodes pick up a change at their next sync.',
        cnameSuffix: 'CNAME suffix',
        cnameSuffixHelp: 'Accelerated domains get a CNAME under this domain.',
        defaultCacheTtl: 'Default cache time (s)',
        defaultCacheTtlHelp: '0 to %{max}; 0 does not cache.',
        originTimeout: 'Origin timeout (s)',
        maxBodySizeMb: 'Upload size limit (MB)',
        nodeSecret: 'Node secret',
        nodeSecretHelp: 'Leave empty to keep the current secret; a new one has %{min}-%{max} characters.',
        acmeEmail: 'Certificate e-mail',
        range: 'Enter a whole number from %{min} to %{max}',
        length: 'Enter %{min} to %{max} characters',
        required: {
            cnameSuffix: 'The CNAME suffix is required',
            acmeEmail: 'The certificate e-mail is required',
        },
    },
    cache: {
        title: 'Cache data',
        intro: 'Read-only view of the CDN cache. * matches any run of characters, ? one character.',
        pattern: 'Key pattern',
        search: 'Search',
        never: 'No expiry',
        seconds: '%{count} s',
        empty: 'No key matches %{pattern}: try a broader pattern such as dns:*.',
        copyValue: 'Copy the value of %{key}',
    },
    probes: {
        title: 'Probe IPs',
        ms: '%{count} ms',
        any: 'Any',
        online: 'Online',
        offline: 'Offline',
        search: 'Search IP',
        empty: 'No probe matches these filters: clear them to see every probe.',
    },
};

export const cdnCn: Shape<typeof cdnEn> = {
    dashboard: {
        title: 'CDN 节点',
        bandwidth: '带宽',
        requests: '请求数',
        peak: '峰值 %{value}',
        total: '合计 %{value}',
        empty: '该时段暂无流量：请选择更长的时间范围。',
    },
    variables: {
        title: '静态变量',
        intro: '每个 CDN 节点启动时读取的配置，节点在下次同步时生效。',
        cnameSuffix: 'CNAME 后缀',
        cnameSuffixHelp: '加速域名将 CNAME 到此域名下。',
        defaultCacheTtl: '默认缓存时间（秒）',
        defaultCacheTtlHelp: '0 到 %{max}；0 表示不缓存。',
        originTimeout: '回源超时（秒）',
        maxBodySizeMb: '上传大小上限（MB）',
        nodeSecret: '节点通信密钥',
        nodeSecretHelp: '留空则保持当前密钥；新密钥为 %{min}-%{max} 位。',
        acmeEmail: '证书申请邮箱',
        range: '请输入 %{min} 到 %{max} 的整数',
        length: '请输入 %{min} 到 %{max} 个字符',
        required: {
            cnameSuffix: 'CNAME 后缀不能为空',
            acmeEmail: '证书申请邮箱不能为空',
        },
    },
    cache: {
        title: '缓存数据',
        intro: 'CDN 缓存的只读视图。* 匹配任意多个字符，? 匹配一个字符。',
        pattern: '键匹配模式',
        search: '查询',
        never: '永不过期',
        seconds: '%{count} 秒',
        empty: '没有匹配 %{pattern} 的键：请尝试更宽的模式，如 dns:*。',
        copyValue: '复制 %{key} 的值',
    },
    probes: {
        title: '探测 IP',
        ms: '%{count} 毫秒',
        any: '全部',
        online: '在线',
        offline: '离线',
        search: '搜索 IP',
        empty: '没有符合条件的探测点：清空筛选条件即可查看全部。',
    },
};

/** Field labels of this section's resources (react-admin's resources.<name>.fields.<field>). */
export const cdnResourcesEn = {
    probeIp: {
        name: 'Probe IP |||| Probe IPs',
        fields: { ip: 'IP', region: 'Region', isp: 'ISP', status: 'State', latency: 'Latency', lastCheck: 'Last check' },
    },
    cacheEntry: {
        name: 'Cache entry |||| Cache entries',
        fields: { key: 'Key', type: 'Type', ttl: 'TTL', value: 'Value' },
    },
};

export const cdnResourcesCn: Shape<typeof cdnResourcesEn> = {
    probeIp: {
        name: '探测 IP',
        fields: { ip: 'IP', region: '地区', isp: '运营商', status: '状态', latency: '延迟', lastCheck: '最近探测' },
    },
    cacheEntry: {
        name: '缓存数据',
        fields: { key: '键', type: '类型', ttl: '剩余时间', value: '值' },
    },
};
