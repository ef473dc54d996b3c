import type { Shape } from '../shape';

/** Bulk add and retrieve of domains: English and Chinese side by side (keys are `bulkDomains.xxx`). */
export const bulkDomainsEn = {
    domains: 'Domains',
    domainsHelp: 'One domain per line, at most %{max}.',
    counted: '%{smart_count} domain |||| %{smart_count} domains',
    create: {
        title: 'Add domains in bulk',
        intro: 'Paste up to %{max} domains, one per line. Each is added as the single add would; the report names the ones refused and why.',
        group: 'Group',
        noGroup: 'No group',
        submit: 'Add the domains',
        jobTitle: '%{count} domains',
        jobTitleGroup: '%{count} domains, group %{group}',
    },
    retrieve: {
        title: 'Retrieve domains in bulk',
        intro: 'For domains another account has added: get the TXT record of each, add it at your DNS provider, then verify. Verified domains move to this account with their records.',
        challenge: 'Get the TXT records',
        step: "Add each TXT record below at the domain's current DNS provider, wait a little, then verify.",
        domain: 'Domain',
        host: 'Host',
        type: 'Type',
        value: 'Value',
        copyHost: 'Copy the host of %{domain}',
        copyValue: 'Copy the value of %{domain}',
        refused: 'Refused',
        verify: 'Verify %{smart_count} domain |||| Verify %{smart_count} domains',
        none: 'None of these domains can be retrieved: see the reasons above.',
        jobTitle: 'Retrieve %{count} domains',
    },
};

export const bulkDomainsCn: Shape<typeof bulkDomainsEn> = {
    domains: '域名',
    domainsHelp: '每行一个域名，最多 %{max} 个。',
    counted: '%{smart_count} 个域名',
    create: {
        title: '批量添加域名',
        intro: '粘贴最多 %{max} 个域名，每行一个。每个域名按单个添加的规则添加，结果中列出失败的域名及原因。',
        group: '分组',
        noGroup: '不分组',
        submit: '添加域名',
        jobTitle: '%{count} 个域名',
        jobTitleGroup: '%{count} 个域名，分组 %{group}',
    },
    retrieve: {
        title: '批量找回域名',
        intro: '适用于已被其他账号添加的域名：获取每个域名的TXT记录，在域名当前的DNS服务商处添加后验证。验证通过的域名连同解析记录转入本账号。',
        challenge: '获取TXT记录',
        step: '请在域名当前的DNS服务商处添加下列TXT记录，稍候片刻后点击验证。',
        domain: '域名',
        host: '主机记录',
        type: '记录类型',
        value: '记录值',
        copyHost: '复制 %{domain} 的主机记录',
        copyValue: '复制 %{domain} 的记录值',
        refused: '无法找回',
        verify: '验证 %{smart_count} 个域名',
        none: '这些域名都无法找回，原因见上表。',
        jobTitle: '找回 %{count} 个域名',
    },
};
