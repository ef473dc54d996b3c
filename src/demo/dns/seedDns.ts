import { assertNever } from '../../types/assertNever';
import { RECORD_TYPES, type ForwardRecordType } from '../../validation/recordTypes';
import type { DemoConsume, DemoCustomLine, DemoDb, DemoDomain, DemoDomainGroup, DemoOperationLog, StoredRecord } from '../model';
import { createRng, type Rng } from '../prng';
import { daysBefore } from '../time';
import { CUSTOM_LINE_ID_BASE, DEFAULT_LINE_ID, LINES, officialLineByName } from './lineTree';
import { ZoneIndex } from './recordRules';

/** Our name servers, as a domain's nsRecords names them. */
export const OUR_NS = ['ns1.dnsconsole.cn', 'ns2.dnsconsole.cn'];
export const BIG_ZONE = 'bigzone-example.com';
const BIG_ZONE_SIZE = 5200;

export const FOREIGN_NS = [
    ['dns1.hichina.com', 'dns2.hichina.com'],
    ['f1g1ns1.dnspod.net', 'f1g1ns2.dnspod.net'],
    ['ns1.cloudflare.com', 'ns2.cloudflare.com'],
    ['vip1.alidns.com', 'vip2.alidns.com'],
];

const PINYIN = [
    'huaxia',
    'zhongke',
    'tianyu',
    'jinghua',
    'xinhai',
    'longteng',
    'haoyun',
    'yunfan',
    'baixing',
    'dongfang',
    'hengtong',
    'ruixin',
    'kaiyuan',
    'shengshi',
    'huanyu',
    'xingchen',
    'zhihui',
    'feiyang',
    'jiayuan',
    'wanjia',
    'lianchuang',
    'hongtu',
    'tengfei',
    'mingda',
    'boya',
    'qiming',
    'chuangxin',
    'anxin',
    'shunfeng',
    'jinqiao',
    'lvyuan',
    'meijia',
    'xiaoyu',
    'chenguang',
    'huifeng',
    'zhongtian',
];
const WORDS = [
    'cloud',
    'data',
    'smart',
    'tech',
    'shop',
    'mall',
    'soft',
    'link',
    'labs',
    'star',
    'blue',
    'green',
    'fast',
    'open',
    'apex',
    'nova',
    'pixel',
    'craft',
    'vision',
    'peak',
    'bright',
    'river',
    'sun',
    'maple',
    'ocean',
    'panda',
    'tiger',
    'lotus',
    'jade',
    'silk',
];
const SUFFIXES = ['', '', '', 'tech', 'keji', 'shop', 'group', 'soft', 'net', 'online', 'mall', 'app', 'cloud', 'hub', 'jituan', 'wang'];
const TLDS = ['com', 'com', 'com', 'com', 'cn', 'cn', 'cn', 'net', 'com.cn', 'com.cn', 'io', 'org', 'cc', 'top'];
const PREFIXES = ['', '', '', '', '', '', 'test-', 'dev-', 'my', 'go', 'i', 'the'];

const GROUPS: Array<[string, string]> = [
    ['官网', '公司及品牌官网'],
    ['电商', '商城与营销活动'],
    ['测试环境', '开发、测试与预发布'],
    ['客户项目', '代客户托管的域名'],
    ['海外业务', '境外站点与 CDN'],
    ['已备案', 'ICP 备案完成的域名'],
];

const MAIL: Array<[string[], string]> = [
    [['mxbiz1.qq.com', 'mxbiz2.qq.com'], 'v=spf1 include:spf.mail.qq.com ~all'],
    [['mx1.qiye.aliyun.com', 'mx2.qiye.aliyun.com'], 'v=spf1 include:spf1.staff.mail.aliyun.com -all'],
    [['mx.ym.163.com'], 'v=spf1 include:spf.163.com ~all'],
    [['aspmx.l.google.com', 'alt1.aspmx.l.google.com'], 'v=spf1 include:_spf.google.com ~all'],
];

const publicIp = (rng: Rng): string => {
    const first = rng.pick([
        1, 14, 27, 36, 39, 42, 43, 47, 58, 59, 60, 61, 101, 103, 106, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 139, 140,
        175, 180, 182, 183, 202, 203, 210, 211, 218, 219, 220, 221, 222, 223,
    ]);
    return `${first}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
};
const hex = (rng: Rng, digits = 4) => rng.int(0, 16 ** digits - 1).toString(16);
const ipv6 = (rng: Rng) => `${rng.pick(['2408:8756', '240e:3b7', '2409:8c54', '2400:da00'])}:${hex(rng)}:${hex(rng)}::${hex(rng)}`;

/** Lines seen on ordinary domains: mostly 默认, now and then an ISP. */
const ISP_LINE_IDS = ['电信', '联通', '移动'].map(name => officialLineByName(name)!.id);

const domainName = (rng: Rng, taken: Set<string>): string => {
    for (;;) {
        const prefix = rng.pick(PREFIXES);
        const base = rng.chance(0.5) ? rng.pick(PINYIN) : rng.pick(WORDS);
        // test and dev sites keep short names; a company name is one or two words and maybe a trade suffix
        const second = !prefix.endsWith('-') && rng.chance(0.2) ? rng.pick(rng.chance(0.5) ? PINYIN : WORDS) : '';
        const suffix = prefix.endsWith('-') || second ? '' : rng.pick(SUFFIXES);
        const joiner = suffix && rng.chance(0.3) ? '-' : '';
        const name = `${prefix}${base}${second}${joiner}${suffix}.${rng.pick(TLDS)}`;
        if (!taken.has(name)) {
            taken.add(name);
            return name;
        }
    }
};

interface Builder {
    at: Date;
    rng: Rng;
    records: StoredRecord[];
}

const epoch = (at: Date, daysAgo: number) => Math.floor(at.getTime() / 1000 - daysAgo * 86_400);

const pushRecord = (b: Builder, zone: ZoneIndex, domainId: number, record: Omit<StoredRecord, 'i' | 'd' | 'u' | 's' | 'ttl'> & Partial<StoredRecord>) => {
    const stored: StoredRecord = { i: b.records.length + 1, d: domainId, ttl: 600, s: 1, u: epoch(b.at, b.rng.next() * 120), ...record };
    if (!zone.tryAdd(stored)) return false;
    b.records.push(stored);
    return true;
};

/**
 * Addresses a few zones keep whatever the generator draws, by host (A records on the default line): the demo's
 * reverse zone (192.0.2.0/24) points back at them, and its sample messages name them.
 */
export const PINNED_ADDRESSES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
    'example.com': { '@': '192.0.2.20', www: '192.0.2.20', api: '192.0.2.10' },
};

/** 3 to 20 ordinary records: apex and www, mail, SPF, a CDN alias, a few services, some on ISP lines. */
const ordinaryRecords = (b: Builder, domain: DemoDomain): number => {
    const { rng } = b;
    const zone = new ZoneIndex();
    const wanted = rng.int(3, 20);
    const [mx, spf] = rng.pick(MAIL);
    const ip = publicIp(rng);
    const plan: Array<Omit<StoredRecord, 'i' | 'd' | 'u' | 's' | 'ttl'> & Partial<StoredRecord>> = [
        { h: '@', t: 'A', v: ip, l: DEFAULT_LINE_ID },
        rng.chance(0.7) ? { h: 'www', t: 'A', v: ip, l: DEFAULT_LINE_ID } : { h: 'www', t: 'CNAME', v: `${domain.domain}.cdn.dnsv1.com`, l: DEFAULT_LINE_ID },
        ...mx.map((value, index) => ({ h: '@', t: 'MX', v: value, l: DEFAULT_LINE_ID, m: (index + 1) * 5 })),
        { h: '@', t: 'TXT', v: spf, l: DEFAULT_LINE_ID },
        { h: 'mail', t: 'CNAME', v: rng.pick(['exmail.qq.com', 'qiye.aliyun.com', 'mail.ym.163.com']), l: DEFAULT_LINE_ID, r: '企业邮箱' },
        { h: 'cdn', t: 'CNAME', v: `${domain.domain.replace(/\./g, '-')}.w.kunlunsl.com`, l: DEFAULT_LINE_ID, ttl: 300 },
        { h: '@', t: 'A', v: publicIp(rng), l: ISP_LINE_IDS[0] },
        { h: '@', t: 'A', v: publicIp(rng), l: ISP_LINE_IDS[1] },
        { h: 'api', t: 'A', v: publicIp(rng), l: DEFAULT_LINE_ID },
        { h: 'm', t: 'CNAME', v: `www.${domain.domain}`, l: DEFAULT_LINE_ID },
        { h: '_dmarc', t: 'TXT', v: `v=DMARC1; p=none; rua=mailto:dmarc@${domain.domain}`, l: DEFAULT_LINE_ID },
        { h: 'static', t: 'CNAME', v: `static-${hex(rng, 6)}.oss-cn-hangzhou.aliyuncs.com`, l: DEFAULT_LINE_ID, ttl: 3600 },
        { h: 'www', t: 'A', v: publicIp(rng), l: ISP_LINE_IDS[2] },
        { h: 'admin', t: 'A', v: publicIp(rng), l: DEFAULT_LINE_ID },
        { h: '@', t: 'AAAA', v: ipv6(rng), l: DEFAULT_LINE_ID },
        { h: 'blog', t: 'CNAME', v: `${domain.domain.split('.')[0]}.github.io`, l: DEFAULT_LINE_ID },
        { h: 'test', t: 'A', v: `10.0.${rng.int(0, 255)}.${rng.int(1, 254)}`, l: DEFAULT_LINE_ID, s: 3, r: '测试环境，上线前暂停' },
        { h: 'img', t: 'CNAME', v: `img-${hex(rng, 6)}.cdn.dnsv1.com`, l: DEFAULT_LINE_ID },
        { h: 'vpn', t: 'A', v: publicIp(rng), l: DEFAULT_LINE_ID },
        { h: 'go', t: 'URLFWD', v: `https://www.${domain.domain}/promo`, l: DEFAULT_LINE_ID },
        { h: '@', t: 'CAA', v: '0 issue "letsencrypt.org"', l: DEFAULT_LINE_ID },
    ];
    const pinned = PINNED_ADDRESSES[domain.domain] ?? {};
    let count = 0;
    for (const drawn of plan) {
        if (count >= wanted) break;
        const value = drawn.t === 'A' && drawn.l === DEFAULT_LINE_ID ? pinned[drawn.h] : undefined;
        const record = value ? { ...drawn, v: value } : drawn;
        const paused = rng.chance(0.06) ? { s: 3 as const } : {};
        if (pushRecord(b, zone, domain.id, { ...record, ...paused })) count++;
    }
    return count;
};

/** How often each type comes up in the big zone, in percent (a forward zone: no PTR). */
const BIG_ZONE_SHARES: Record<ForwardRecordType, number> = {
    A: 38,
    AAAA: 10,
    CNAME: 16,
    MX: 5,
    TXT: 10,
    NS: 3,
    SRV: 7,
    CAA: 3,
    HTTPS: 0,
    SVCB: 0,
    TLSA: 0,
    SSHFP: 0,
    NAPTR: 0,
    DS: 0,
    URI: 0,
    LOC: 0,
    SMIMEA: 0,
    CERT: 0,
    XURL: 3,
    URLFWD: 5,
};
/** A valid value of each type the big zone does not deal (its share is 0): the switch below names every type. */
const SAMPLE_VALUES = {
    HTTPS: '1 . alpn="h3,h2"',
    SVCB: '1 svc.example.net. port="8443"',
    TLSA: '3 1 1 0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6',
    SSHFP: '4 2 123456789abcdef67890123456789abcdef67890123456789abcdef123456789',
    NAPTR: '100 10 "S" "SIP+D2U" "" _sip._udp.example.net.',
    DS: '12345 13 2 0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6',
    URI: '10 1 "https://www.example.net/"',
    LOC: '39 54 26.000 N 116 23 29.000 E 50.00m',
    SMIMEA: '3 0 1 0c72ac70b745ac19998811b131d662c9ac69dbdbe7cb23e5b514b56664c5d3d6',
    CERT: 'PKIX 0 0 MIIB',
} as const;

const HOST_WORDS = [
    'web',
    'app',
    'api',
    'img',
    'cdn',
    'static',
    'node',
    'edge',
    'svc',
    'gw',
    'db',
    'cache',
    'mq',
    'log',
    'shop',
    'pay',
    'user',
    'auth',
    'files',
    'video',
];
const SRV_SERVICES = ['_sip._tcp', '_sip._udp', '_xmpp-server._tcp', '_ldap._tcp', '_minecraft._tcp', '_imaps._tcp', '_caldav._tcp'];

const pickType = (rng: Rng): ForwardRecordType => {
    let roll = rng.int(1, 100);
    for (const type of RECORD_TYPES) {
        roll -= BIG_ZONE_SHARES[type];
        if (roll <= 0) return type;
    }
    return 'A';
};

/** The big zone: thousands of records of every type over many lines, keeping the zone rules. */
const bigZoneRecords = (b: Builder, domain: DemoDomain, customLineIds: number[]): number => {
    const { rng } = b;
    const zone = new ZoneIndex();
    // 默认 weighted heavily, then ISPs, provinces, abroad, search engines and the user's custom lines
    const lines = [
        DEFAULT_LINE_ID,
        DEFAULT_LINE_ID,
        DEFAULT_LINE_ID,
        ...LINES.filter(line => line.id !== DEFAULT_LINE_ID && line.id % 3 === 0)
            .map(line => line.id)
            .slice(0, 60),
        ...ISP_LINE_IDS,
        ...customLineIds,
    ];
    const name = domain.domain;
    let count = 0;
    let serial = 0;
    while (count < BIG_ZONE_SIZE) {
        serial++;
        const type = pickType(rng);
        const word = rng.pick(HOST_WORDS);
        const host =
            type === 'SRV'
                ? `${rng.pick(SRV_SERVICES)}.${word}${serial}`
                : type === 'TXT' && rng.chance(0.3)
                  ? `_acme-challenge.${word}${serial}`
                  : type === 'MX' || type === 'CAA'
                    ? rng.chance(0.2)
                        ? '@'
                        : `${word}${serial}`
                    : rng.chance(0.15)
                      ? `${word}${serial}.${rng.pick(['bj', 'sh', 'gz', 'hk', 'us', 'eu'])}`
                      : `${word}${serial}`;
        const perHost = type === 'A' || type === 'AAAA' || type === 'CNAME' ? rng.int(1, 4) : rng.int(1, 2);
        for (let k = 0; k < perHost && count < BIG_ZONE_SIZE; k++) {
            const l = k === 0 ? DEFAULT_LINE_ID : rng.pick(lines);
            let v: string;
            let m: number | undefined;
            let w: number | undefined;
            switch (type) {
                case 'A':
                    v = publicIp(rng);
                    w = rng.chance(0.2) ? rng.int(1, 100) : undefined;
                    break;
                case 'AAAA':
                    v = ipv6(rng);
                    break;
                case 'CNAME':
                    v = rng.chance(0.5) ? `${host.replace(/\./g, '-')}.cdn.dnsv1.com` : `lb-${hex(rng, 6)}.elb.cn-north-1.example-cloud.com`;
                    break;
                case 'MX':
                    v = `mx${rng.int(1, 9)}.${name}`;
                    m = rng.pick([5, 10, 20, 30]);
                    break;
                case 'TXT':
                    v = rng.chance(0.5) ? `v=spf1 ip4:${publicIp(rng)} ~all` : `site-verification=${hex(rng, 8)}${hex(rng, 8)}`;
                    break;
                case 'NS':
                    v = `ns${rng.int(1, 4)}.partner-dns.net`;
                    break;
                case 'SRV':
                    v = `${rng.int(0, 20)} ${rng.int(0, 100)} ${rng.pick([5060, 5222, 389, 25565, 993, 443])} ${rng.pick(['sip', 'xmpp', 'ldap', 'mc', 'mail', 'cal'])}.${name}`;
                    break;
                case 'CAA':
                    v = `0 ${rng.pick(['issue', 'issuewild'])} "${rng.pick(['letsencrypt.org', 'digicert.com', 'sectigo.com', 'trustasia.com'])}"`;
                    break;
                case 'HTTPS':
                case 'SVCB':
                case 'TLSA':
                case 'SSHFP':
                case 'NAPTR':
                case 'DS':
                case 'URI':
                case 'LOC':
                case 'SMIMEA':
                case 'CERT':
                    v = SAMPLE_VALUES[type];
                    break;
                case 'XURL':
                    v = `https://www.${name}/go/${serial}`;
                    break;
                case 'URLFWD':
                    v = `https://${rng.pick(['www', 'shop', 'm'])}.${name}/p/${serial}-${k}`;
                    break;
                default:
                    assertNever(type);
            }
            const record: Omit<StoredRecord, 'i' | 'd' | 'u' | 's' | 'ttl'> & Partial<StoredRecord> = {
                h: host,
                t: type,
                v,
                l,
                ttl: rng.pick([60, 300, 600, 600, 600, 3600]),
            };
            if (m !== undefined) record.m = m;
            if (w !== undefined) record.w = w;
            if (rng.chance(0.04)) record.s = 3;
            if (pushRecord(b, zone, domain.id, record)) count++;
        }
    }
    return count;
};

const ns = (list: string[]) => JSON.stringify(list);

const newDomain = (id: number, userId: number, domain: string, at: Date, rng: Rng): DemoDomain => {
    const roll = rng.next();
    const whoisStatus: 0 | 1 | 2 = roll < 0.82 ? 1 : roll < 0.96 ? 2 : 0;
    return {
        id,
        userId,
        domain,
        status: 1,
        whoisStatus,
        ckTime: whoisStatus === 0 ? '' : daysBefore(at, rng.next() * 2),
        nsRecords: ns(OUR_NS),
        errorInfo: ns(whoisStatus === 2 ? rng.pick(FOREIGN_NS) : whoisStatus === 1 ? OUR_NS : []),
        recordCount: 0,
        remarks: '',
        locked: 0,
        createTime: '',
    };
};

const REMARKS = ['主站', '勿动：生产环境', '客户：华东区代理', '活动页，双十一后下线', '备案号 京ICP备2023000000号', '海外镜像', '测试用'];

const customLines = (at: Date): DemoCustomLine[] => [
    { id: CUSTOM_LINE_ID_BASE, userId: 1, name: '办公网出口', content: '10.0.0.0-10.0.255.255\n10.1.0.0-10.1.15.255', createTime: daysBefore(at, 90) },
    { id: CUSTOM_LINE_ID_BASE + 1, userId: 1, name: '上海分公司', content: '58.33.12.0-58.33.12.255\n58.33.13.0-58.33.13.127', createTime: daysBefore(at, 60) },
    { id: CUSTOM_LINE_ID_BASE + 2, userId: 1, name: '合作伙伴专线', content: '202.96.128.0-202.96.128.255', createTime: daysBefore(at, 21) },
];

const FIXED_USER1 = [BIG_ZONE, 'example.com', 'example.org', 'dnsconsole-demo.cn', 'huaxia-keji.com.cn'];
const USER2_DOMAINS = ['lisi-studio.com', 'weekend-photo.net', 'mybakery.cn'];

const ACTIONS: Array<[string, (domain: string) => string]> = [
    ['添加记录', () => 'www A 默认 203.0.113.10'],
    ['修改记录', () => '@ A 默认 203.0.113.10 -> 203.0.113.20'],
    ['暂停记录', () => 'test A 默认 10.0.3.5'],
    ['删除记录', () => 'old CNAME 默认 old.cdn.dnsv1.com'],
    ['添加记录', domain => `@ MX 默认 mxbiz1.qq.com (5) ${domain}`],
    ['修改备注', () => '主站'],
    ['锁定域名', domain => domain],
];

type DnsTables = Pick<DemoDb, 'domains' | 'domainGroups' | 'records' | 'customLines' | 'consumes' | 'domainSettings' | 'operationLogs'>;

export const createDnsSeed = (at: Date): DnsTables => {
    const rng = createRng(20260601);
    const taken = new Set([...FIXED_USER1, ...USER2_DOMAINS]);
    const names = [...FIXED_USER1];
    while (names.length < 300) names.push(domainName(rng, taken));
    const b: Builder = { at, rng, records: [] };
    const lines = customLines(at);

    // user 1: ids in creation order, the oldest first
    const domains: DemoDomain[] = names.map((name, index) => newDomain(index + 1, 1, name, at, rng));
    domains.forEach((domain, index) => (domain.createTime = daysBefore(at, 900 - index * 2.9 - rng.next())));
    domains[0].whoisStatus = 1;
    domains[0].errorInfo = ns(OUR_NS);
    domains[1].whoisStatus = 1;
    domains[1].errorInfo = ns(OUR_NS);
    // a few locked, a few paused (never the big zone), some remarks
    for (const index of [7, 41, 88, 150, 233]) domains[index].locked = 1;
    for (const index of [12, 57, 99, 120, 177, 201, 260, 288]) domains[index].status = 3;
    for (let index = 1; index < domains.length; index += 9) domains[index].remarks = REMARKS[index % REMARKS.length];

    for (const domain of domains) {
        domain.recordCount =
            domain.domain === BIG_ZONE
                ? bigZoneRecords(
                      b,
                      domain,
                      lines.map(line => line.id),
                  )
                : ordinaryRecords(b, domain);
    }
    const user2 = USER2_DOMAINS.map((name, index) => {
        const domain = newDomain(domains.length + index + 1, 2, name, at, rng);
        domain.whoisStatus = index === 2 ? 2 : 1;
        domain.errorInfo = ns(index === 2 ? FOREIGN_NS[0] : OUR_NS);
        domain.createTime = daysBefore(at, 6 - index);
        domain.recordCount = ordinaryRecords(b, domain);
        return domain;
    });

    // groups: most domains in one group, a fifth in none
    const groups: DemoDomainGroup[] = GROUPS.map(([name, remark], index) => ({
        id: index + 1,
        userId: 1,
        name,
        remark,
        weight: index + 1,
        domainIds: [],
        createTime: daysBefore(at, 400 - index * 30),
    }));
    for (const domain of domains) {
        if (rng.chance(0.2)) continue;
        const name = domain.domain;
        const group = /^(test-|dev-)/.test(name)
            ? groups[2]
            : /(shop|mall)/.test(name)
              ? groups[1]
              : /\.(io|org|cc)$/.test(name)
                ? groups[4]
                : rng.pick(groups);
        group.domainIds.push(domain.id);
    }

    const day = (n: number) => daysBefore(at, -n);
    const consumes: DemoConsume[] = [
        {
            id: 1,
            userId: 1,
            productName: '企业版',
            productId: 3,
            productUnitPrice: 298000,
            productUnit: '1y',
            effectStartTime: day(-165),
            effectEndTime: day(200),
            domainId: 1,
            free: false,
            mode: 1,
        },
        {
            id: 2,
            userId: 1,
            productName: '专业版',
            productId: 2,
            productUnitPrice: 68000,
            productUnit: '1y',
            effectStartTime: day(-358),
            effectEndTime: day(7),
            domainId: 2,
            free: false,
            mode: 1,
        },
        {
            id: 3,
            userId: 1,
            productName: '专业版',
            productId: 2,
            productUnitPrice: 6800,
            productUnit: '1m',
            effectStartTime: day(-10),
            effectEndTime: day(20),
            domainId: 4,
            free: false,
            mode: 1,
        },
        {
            id: 4,
            userId: 1,
            productName: '旗舰版',
            productId: 4,
            productUnitPrice: 598000,
            productUnit: '1y',
            effectStartTime: '',
            effectEndTime: '',
            domainId: 0,
            free: false,
            mode: 2,
        },
        {
            id: 5,
            userId: 1,
            productName: '专业版',
            productId: 2,
            productUnitPrice: 68000,
            productUnit: '1y',
            effectStartTime: day(-385),
            effectEndTime: day(-20),
            domainId: 3,
            free: false,
            mode: 3,
        },
        {
            id: 6,
            userId: 1,
            productName: '免费版',
            productId: 1,
            productUnitPrice: 0,
            productUnit: '1y',
            effectStartTime: day(-300),
            effectEndTime: day(65),
            domainId: 5,
            free: true,
            mode: 1,
        },
        // an invalidated plan (refunded) and a free one not yet used: every tab of My plans has something
        {
            id: 8,
            userId: 1,
            productName: '专业版',
            productId: 2,
            productUnitPrice: 68000,
            productUnit: '1y',
            effectStartTime: day(-200),
            effectEndTime: day(165),
            domainId: 0,
            free: false,
            mode: 4,
        },
        {
            id: 9,
            userId: 1,
            productName: '免费版',
            productId: 1,
            productUnitPrice: 0,
            productUnit: '1y',
            effectStartTime: '',
            effectEndTime: '',
            domainId: 0,
            free: true,
            mode: 2,
        },
        {
            id: 7,
            userId: 2,
            productName: '免费版',
            productId: 1,
            productUnitPrice: 0,
            productUnit: '1y',
            effectStartTime: day(-6),
            effectEndTime: day(359),
            domainId: user2[0].id,
            free: true,
            mode: 1,
        },
    ];

    const operationLogs: DemoOperationLog[] = [];
    for (let index = 0; index < 60; index++) {
        const domain = domains[rng.int(0, 40)];
        const [action, content] = ACTIONS[index % ACTIONS.length];
        operationLogs.push({
            id: 0,
            userId: 1,
            domainId: domain.id,
            domain: domain.domain,
            action,
            content: content(domain.domain),
            ip: rng.pick(['58.33.12.8', '114.88.3.21', '183.14.132.7']),
            username: 'demo',
            createTime: daysBefore(at, 30 - index * 0.5 + rng.next() * 0.4),
        });
    }
    operationLogs.sort((x, y) => x.createTime.localeCompare(y.createTime)).forEach((row, index) => (row.id = index + 1));

    return {
        domains: [...domains, ...user2],
        domainGroups: groups,
        records: b.records,
        customLines: lines,
        consumes,
        domainSettings: [{ domainId: 1, confDefaultTtl: 600, confCnameAccelerate: 1, confRecursiveStatus: 0, confSeoStatus: 1 }],
        operationLogs,
    };
};
