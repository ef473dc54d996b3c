import type { Shape } from '../shape';

/**
 * Messages of the assigned name servers (src/user/dns/nameServers, the records' apex rows): where the add dialog,
 * a domain's header and settings show them, and the NS check run on demand.
 */
export const nameServersEn = {
    label: 'DNS servers',
    separator: ', ',
    copyAll: 'Copy all',
    copyOne: 'Copy %{name}',
    added: {
        next: 'Add its DNS records now.',
        intro: 'To make it resolve here, change its DNS servers at your registrar to:',
        loading: 'Reading the DNS servers to set…',
        unknown: 'Then change its DNS servers at your registrar to the ones shown on its settings page.',
    },
    setting: {
        title: 'DNS servers',
        intro: 'The DNS servers of this domain: set these at your registrar, in place of any others.',
    },
    check: {
        now: 'Check now',
        running: 'Checking…',
        ok: 'The DNS servers point here: the DNS service of this domain is active.',
        wrong: 'Your registrar still lists %{found}: change them to %{assigned}.',
        wrongNone: 'No DNS servers were found for this domain at its registry: set %{assigned} at your registrar.',
        wrongNote: 'Until then the DNS service of this domain is not active; a domain left like this is removed after 30 days.',
        pending: 'Not checked yet: the check runs regularly, or check now.',
        failed: 'The check could not run: %{error}',
    },
    rows: {
        managed: 'Service',
        managedHelp: 'Managed by the DNS service: shown for reference, it cannot be edited, paused or deleted.',
        defaultLine: 'Default',
        soa: {
            mname: 'Primary',
            rname: 'Contact',
            serial: 'Serial',
            refresh: 'Refresh',
            retry: 'Retry',
            expire: 'Expire',
            minimum: 'Negative TTL',
        },
    },
};

export const nameServersCn: Shape<typeof nameServersEn> = {
    label: 'DNS服务器',
    separator: '、',
    copyAll: '全部复制',
    copyOne: '复制 %{name}',
    added: {
        next: '现在就为它添加解析记录。',
        intro: '要让解析生效，请到域名注册商处将DNS服务器修改为：',
        loading: '正在读取要设置的DNS服务器…',
        unknown: '然后到域名注册商处，将DNS服务器修改为域名设置页所示的服务器。',
    },
    setting: {
        title: 'DNS服务器',
        intro: '本域名的DNS服务器：请在域名注册商处设置为以下服务器，并删除其他服务器。',
    },
    check: {
        now: '立即检测',
        running: '检测中…',
        ok: 'DNS服务器已指向本服务：域名的解析服务已生效。',
        wrong: '注册商处的DNS服务器仍为 %{found}：请修改为 %{assigned}。',
        wrongNone: '未在注册局查到本域名的DNS服务器：请在注册商处设置为 %{assigned}。',
        wrongNote: '在此之前，本域名的解析服务未生效；保持此状态的域名将在30天后被删除。',
        pending: '尚未检测：系统会定期检测，也可立即检测。',
        failed: '检测未能完成：%{error}',
    },
    rows: {
        managed: '系统',
        managedHelp: '由DNS服务管理：仅供查看，不可修改、暂停或删除。',
        defaultLine: '默认',
        soa: {
            mname: '主服务器',
            rname: '管理邮箱',
            serial: '序列号',
            refresh: '刷新',
            retry: '重试',
            expire: '过期',
            minimum: '否定缓存',
        },
    },
};
