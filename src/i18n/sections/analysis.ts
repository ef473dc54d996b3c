import type { Shape } from '../shape';

/** The analysis screens (keys are `analysis.xxx`), English and Chinese side by side. */
export const analysisEn = {
    domain: 'Domain',
    allDomains: 'All domains',
    exportCsv: 'Export CSV',
    exported: 'CSV downloaded',
    time: 'Time',
    total: 'Total',
    share: 'Share',
    count: 'Queries',
    rank: 'Rank',
    name: 'Name',
    empty: 'No query in this range',
    emptyHelp: 'Pick a longer range or another domain; queries appear once resolvers ask for your domains.',
    noDomain: 'No domain yet: add a domain to see its query analysis.',
    query: {
        title: 'Query analysis',
        intro: 'Query volume over time, in total, per record type or per domain.',
        groupLabel: 'Show',
        group: { total: 'Total', type: 'By record type', domain: 'By domain' },
        stacked: 'Stacked',
        line: 'Lines',
        figures: { total: 'Queries', peak: 'Busiest', peakAt: 'at %{time}', average: 'Average per %{unit}', hour: 'hour', day: 'day' },
    },
    top: {
        title: 'Top and origins',
        intro: 'The most queried domains and names, and where queries come from.',
        limit: 'Show top',
        kind: { domain: 'Top domains', subdomain: 'Top subdomains', resolver: 'Resolvers', region: 'Regions', isp: 'ISPs' },
        origins: 'Origins',
        chart: 'Chart',
        table: 'Table',
    },
};

export const analysisCn: Shape<typeof analysisEn> = {
    domain: '域名',
    allDomains: '全部域名',
    exportCsv: '导出 CSV',
    exported: 'CSV 已下载',
    time: '时间',
    total: '合计',
    share: '占比',
    count: '请求数',
    rank: '排名',
    name: '名称',
    empty: '该时间范围内没有请求',
    emptyHelp: '请选择更长的时间范围或其他域名；解析器查询您的域名后将显示在这里。',
    noDomain: '暂无域名：添加域名后即可查看解析分析。',
    query: {
        title: '请求量分析',
        intro: '请求量随时间的变化：合计、按记录类型或按域名。',
        groupLabel: '显示',
        group: { total: '合计', type: '按记录类型', domain: '按域名' },
        stacked: '堆叠',
        line: '折线',
        figures: { total: '请求总数', peak: '峰值', peakAt: '出现在 %{time}', average: '平均每%{unit}', hour: '小时', day: '天' },
    },
    top: {
        title: '排行与来源',
        intro: '请求最多的域名和子域名，以及请求的来源分布。',
        limit: '显示前',
        kind: { domain: 'TOP 域名', subdomain: 'TOP 子域名', resolver: '解析器', region: '地区', isp: '运营商' },
        origins: '来源分布',
        chart: '图表',
        table: '表格',
    },
};

/** react-admin resource names and fields (`resources.<name>.name`, `resources.<name>.fields.x`). */
export const analysisResourcesEn = {};

export const analysisResourcesCn: Shape<typeof analysisResourcesEn> = {};
