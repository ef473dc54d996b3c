import type { Shape } from '../shape';

/**
 * Names the statistics and logs give only as Chinese text, beside the line names (lineNames.ts): the public
 * resolvers, the catch-all bucket and the GeoIP words that are not lines. Looked up by the Chinese name
 * (src/ui/useKnownName.ts); a name not in either table is shown as the service gives it.
 */
export const statNamesEn = {
    other: 'Other',
    unknown: 'Unknown',
    china: 'China',
    california: 'California',
    lan: 'Local network',
    intranet: 'Private address',
    ispResolver: 'ISP resolvers',
    dns114: '114DNS',
    aliDns: 'AliDNS',
    dnspod: 'Tencent DNSPod',
    baiduDns: 'Baidu DNS',
};

export const statNamesCn: Shape<typeof statNamesEn> = {
    other: '其他',
    unknown: '未知',
    china: '中国',
    california: '加利福尼亚',
    lan: '局域网',
    intranet: '内网IP',
    ispResolver: '运营商本地DNS',
    dns114: '114DNS',
    aliDns: '阿里DNS',
    dnspod: '腾讯DNSPod',
    baiduDns: '百度DNS',
};
