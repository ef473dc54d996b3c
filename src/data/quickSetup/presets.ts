import type { Template, TemplateRecord } from './template';

/**
 * The template set the backend holds (app/dns/template/list, info): the presets the team writes from each service's
 * public help pages, in the Domain Connect format so one engine applies them, and Domain Connect templates of services
 * that send their customers here. The demo serves this list; a real backend holds its own.
 *
 * The values follow each provider's published setup page as read when written; a provider that changes its records
 * changes its preset here (and the backend's copy).
 */

import { PRESET_PROVIDER, type Category } from './categories';

export { CATEGORIES, PRESET_PROVIDER, type Category } from './categories';

/** A template of the set, with the gallery's category. */
export interface HeldTemplate extends Template {
    category: Category;
}

const preset = (serviceId: string, serviceName: string, category: Category, records: TemplateRecord[], fields: Partial<Template> = {}): HeldTemplate => ({
    providerId: PRESET_PROVIDER,
    providerName: 'Quick setup',
    serviceId,
    serviceName,
    version: 1,
    category,
    // the console's own presets are never started from another site
    syncBlock: true,
    records,
    ...fields,
});

const mx = (pointsTo: string, priority: number): TemplateRecord => ({ type: 'MX', host: '@', pointsTo, priority, ttl: 600 });
const spf = (rules: string): TemplateRecord => ({ type: 'SPFM', host: '@', spfRules: rules });
const cname = (host: string, pointsTo: string, groupId?: string): TemplateRecord => ({
    type: 'CNAME',
    host,
    pointsTo,
    ttl: 600,
    ...(groupId ? { groupId } : {}),
});
const txt = (host: string, data: string, prefix?: string): TemplateRecord => ({
    type: 'TXT',
    host,
    data,
    ttl: 600,
    ...(prefix ? { txtConflictMatchingMode: 'Prefix' as const, txtConflictMatchingPrefix: prefix } : {}),
});

export const PRESETS: HeldTemplate[] = [
    preset('tencent-exmail', 'Tencent Exmail', 'mail', [
        mx('mxbiz1.qq.com', 5),
        mx('mxbiz2.qq.com', 10),
        spf('include:spf.mail.qq.com'),
        cname('mail', 'exmail.qq.com', 'webmail'),
    ]),
    preset('alibaba-mail', 'Alibaba Mail', 'mail', [
        mx('mx1.qiye.aliyun.com', 5),
        mx('mx2.qiye.aliyun.com', 10),
        mx('mx3.qiye.aliyun.com', 15),
        spf('include:spf.qiye.aliyun.com'),
        cname('mail', 'qiye.aliyun.com', 'clients'),
        cname('pop3', 'pop.qiye.aliyun.com', 'clients'),
        cname('imap', 'imap.qiye.aliyun.com', 'clients'),
        cname('smtp', 'smtp.qiye.aliyun.com', 'clients'),
    ]),
    preset('feishu-mail', 'Feishu / Lark Mail', 'mail', [
        txt('@', '%verification%'),
        mx('mx1.feishu.cn', 1),
        mx('mx2.feishu.cn', 5),
        mx('mx3.feishu.cn', 10),
        spf('include:spf.feishu.cn'),
    ]),
    preset('dingtalk-mail', 'DingTalk Mail', 'mail', [
        mx('mx1.qiye.aliyun.com', 5),
        mx('mx2.qiye.aliyun.com', 10),
        mx('mx3.qiye.aliyun.com', 15),
        spf('include:spf.qiye.aliyun.com'),
    ]),
    preset('netease-qiye', 'NetEase Enterprise Mail', 'mail', [
        mx('qiye163mx01.mxmail.netease.com', 5),
        mx('qiye163mx02.mxmail.netease.com', 10),
        spf('include:spf.163.com'),
        cname('mail', 'qiye.163.com', 'webmail'),
    ]),
    preset('microsoft-365', 'Microsoft 365', 'mail', [
        txt('@', 'MS=%msid%', 'MS='),
        { ...mx('%mxhost%.mail.protection.outlook.com', 0), groupId: 'mail' },
        { ...spf('include:spf.protection.outlook.com'), groupId: 'mail' },
        cname('autodiscover', 'autodiscover.outlook.com', 'mail'),
        {
            type: 'SRV',
            name: '@',
            service: '_sip',
            protocol: '_tls',
            priority: 100,
            weight: 1,
            port: 443,
            target: 'sipdir.online.lync.com',
            ttl: 600,
            groupId: 'teams',
        },
        {
            type: 'SRV',
            name: '@',
            service: '_sipfederationtls',
            protocol: '_tcp',
            priority: 100,
            weight: 1,
            port: 5061,
            target: 'sipfed.online.lync.com',
            ttl: 600,
            groupId: 'teams',
        },
        cname('sip', 'sipdir.online.lync.com', 'teams'),
        cname('lyncdiscover', 'webdir.online.lync.com', 'teams'),
    ]),
    preset('google-workspace', 'Google Workspace', 'mail', [
        txt('@', 'google-site-verification=%token%', 'google-site-verification='),
        mx('smtp.google.com', 1),
        spf('include:_spf.google.com'),
    ]),
    preset('github-pages', 'GitHub Pages', 'website', [
        ...['185.199.108.153', '185.199.109.153', '185.199.110.153', '185.199.111.153'].map(ip => ({
            type: 'A',
            host: '@',
            pointsTo: ip,
            ttl: 600,
            groupId: 'apex',
        })),
        cname('www', '%user%.github.io', 'www'),
    ]),
    preset('google-search-console', 'Google Search Console', 'verification', [txt('@', 'google-site-verification=%token%')]),
    preset('baidu-webmaster', 'Baidu Webmaster', 'verification', [cname('%code%', 'ziyuan.baidu.com')]),
    preset('spf', 'SPF', 'security', [txt('@', '%spf%', 'v=spf1')]),
    preset('dmarc', 'DMARC', 'security', [txt('_dmarc', '%dmarc%', 'v=DMARC1')]),
    preset('mta-sts', 'MTA-STS', 'security', [
        txt('_mta-sts', '%policy%', 'v=STSv1'),
        txt('_smtp._tls', '%report%', 'v=TLSRPTv1'),
        cname('mta-sts', '%policyhost%'),
    ]),
    preset('bimi', 'BIMI', 'security', [txt('default._bimi', '%bimi%', 'v=BIMI1')]),
    preset('caa-letsencrypt', "Let's Encrypt CAA", 'security', [{ type: 'CAA', host: '@', data: '0 issue "letsencrypt.org"', ttl: 600 }]),
];

/**
 * Domain Connect templates of services that send their customers here (the synchronous flow): written for the demo
 * in the specification's format, as a service would publish its own.
 */
export const DOMAIN_CONNECT_TEMPLATES: HeldTemplate[] = [
    {
        providerId: 'sitebuilder.example',
        providerName: 'Site Builder',
        serviceId: 'website',
        serviceName: 'Website and shop',
        version: 1,
        category: 'website',
        syncRedirectDomain: 'sitebuilder.example',
        warnPhishing: true,
        records: [
            { type: 'A', host: '@', pointsTo: '%ip%', ttl: 600, groupId: 'site' },
            { type: 'CNAME', host: 'www', pointsTo: 'sites.sitebuilder.example', ttl: 600, groupId: 'site' },
            {
                type: 'TXT',
                host: '@',
                data: 'sitebuilder-verification=%token%',
                ttl: 600,
                txtConflictMatchingMode: 'Prefix',
                txtConflictMatchingPrefix: 'sitebuilder-verification=',
                groupId: 'verify',
            },
        ],
    },
    {
        providerId: 'mailer.example',
        providerName: 'Mailer',
        serviceId: 'newsletter',
        serviceName: 'Newsletter sending',
        version: 1,
        category: 'mail',
        syncRedirectDomain: 'mailer.example, app.mailer.example',
        records: [
            { type: 'CNAME', host: 'em%id%', pointsTo: 'u%id%.mailer.example', ttl: 600 },
            { type: 'CNAME', host: 'm1._domainkey', pointsTo: 'dkim1.mailer.example', ttl: 600 },
            { type: 'SPFM', host: '@', spfRules: 'include:spf.mailer.example' },
        ],
    },
];

/** Every template the demo's backend holds. */
export const HELD_TEMPLATES: HeldTemplate[] = [...PRESETS, ...DOMAIN_CONNECT_TEMPLATES];
