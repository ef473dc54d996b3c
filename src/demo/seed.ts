import { seedBulk } from './bulk/jobs';
import { seedPtr } from './dns/ptr';
import { seedGtm } from './services/gtmTasks';
import { seedMonitoring } from './services/monitoring';
import { seedHttpdnsUser } from './services/httpdnsDomains';
import { seedSsl } from './services/sslOrders';
import { seedBlacklist } from './admin/blackDomains';
import { seedHttpdns } from './admin/httpdnsAdmin';
import { seedMoreUsers, seedProducts, seedRecharges } from './admin/operation';
import { seedSystem } from './admin/system';
import { createDnsSeed } from './dns/seedDns';
import { DEMO_ACCESS_TOKEN, DEMO_ACCOUNTS, DEMO_SECOND_USER } from './accounts';
import { ipNumber } from './ip';
import type { DemoDb, DemoMessage, DemoNotice, MessageType, RecursiveSegment, SysConfigRecord } from './model';
import { daysBefore } from './time';
import { seedOrders } from './commerce/seedOrders';
import { newUser } from './newUser';
import { seedDomainLicenses } from './account/domainLicenses';
import { seedUserLogs } from './account/userLogs';
import { seedAuditLogs } from './admin/auditSeed';
import { seedApiTokens } from './account/apiTokens';
import { seedSubAccounts } from './account/subAccounts';
import { seedSessions, seedSignIns } from './account/sessions';

/** The site settings answered by GET app/common/web/config (stored as the WEB_CONFIG_KEY system parameter). */
export const DEFAULT_WEB_CONFIG = {
    basic: {
        favicon: '',
        logoImgLight: '',
        logoImgDark: '',
        webName: '云解析DNS',
        icp: '京ICP备00000000号',
        isp: '增值电信业务经营许可证：京B2-00000000',
        lang: 'cn',
    },
    power: { realName: 0, bindMobile: 0, stopWork: 0, register: 0, registerCommon: 1, disabledCrud: 0 },
    seo: {
        title: '云解析DNS - 智能权威解析与递归DNS服务',
        keywords: '云解析,DNS,智能解析,递归DNS,HTTPDNS,域名解析',
        description: '云解析DNS提供高可用的权威解析、智能线路调度、递归DNS与HTTPDNS服务，全球节点毫秒级生效。',
    },
    contact: {
        mobile: '400-800-0000',
        email: 'support@dnsconsole.cn',
        qq: '800012345',
        company: '北京示例网络科技有限公司',
        telegram: '@dnsconsole',
        skype: 'dnsconsole.support',
    },
    agreement:
        '<h3>云解析DNS用户服务协议</h3><p>欢迎使用云解析DNS服务。在使用本服务前，请您仔细阅读本协议的全部条款。</p>' +
        '<p>一、您应保证注册信息真实有效，并对账号下的全部操作负责。</p><p>二、禁止将本服务用于任何违法用途。</p>',
};

const json = (value: unknown) => JSON.stringify(value);

const sysConfigs = (): SysConfigRecord[] => [
    {
        id: 1,
        paramKey: 'CLOUD_STORAGE_CONFIG_KEY',
        paramValue: json({
            type: 1,
            qiniuDomain: 'https://static.dnsconsole.cn',
            qiniuPrefix: 'upload',
            qiniuAccessKey: '',
            qiniuSecretKey: '',
            qiniuBucketName: 'dns-console',
        }),
        remark: '云存储配置信息',
        status: 1,
    },
    { id: 2, paramKey: 'WEB_CONFIG_KEY', paramValue: json(DEFAULT_WEB_CONFIG), remark: '站点基础配置', status: 1 },
    {
        id: 3,
        paramKey: 'SMS_CONFIG_KEY',
        paramValue: json({
            type: 'tencent',
            sdkappId: '1400000000',
            secretid: 'AKIDxxxxxxxxxxxxxxxx',
            secretkey: '',
            signname: '云解析DNS',
            templateIds: {
                code: { name: 'code', title: '验证码', id: '1000001', status: 1, content: '您的验证码为{1}，5分钟内有效。' },
                meal_out: { name: 'meal_out', title: '套餐超额', id: '1000002', status: 1, content: '您的套餐{1}用量已超出。' },
                meal_expire: { name: 'meal_expire', title: '套餐到期', id: '1000003', status: 1, content: '您的套餐{1}将于{2}到期。' },
                flow_out: { name: 'flow_out', title: '流量超额', id: '1000004', status: 0, content: '您的流量包{1}已用尽。' },
                flow_expire: { name: 'flow_expire', title: '流量到期', id: '1000005', status: 0, content: '您的流量包{1}将于{2}到期。' },
            },
        }),
        remark: '短信配置（腾讯云）',
        status: 1,
    },
    {
        id: 4,
        paramKey: 'MAIL_CONFIG_KEY',
        paramValue: json({ protocol: 'smtp', host: 'smtp.exmail.qq.com', username: 'noreply@dnsconsole.cn', password: '', port: 465, templates: {} }),
        remark: '邮件服务器配置',
        status: 1,
    },
    {
        id: 5,
        paramKey: 'WXPAY_CONFIG_KEY',
        paramValue: json({ appId: 'wx0000000000000000', mchId: '1600000000', apiKey: '', notifyUrl: '' }),
        remark: '微信支付配置',
        status: 1,
    },
    {
        id: 6,
        paramKey: 'ALIPAY_CONFIG_KEY',
        paramValue: json({ appId: '2021000000000000', privateKey: '', publicKey: '', notifyUrl: '' }),
        remark: '支付宝支付配置',
        status: 1,
    },
    {
        id: 7,
        paramKey: 'WXLOGIN_CONFIG_KEY',
        paramValue: json({ appId: 'wx1111111111111111', appSecret: '', redirectUri: '' }),
        remark: '微信扫码登录配置',
        status: 0,
    },
    { id: 8, paramKey: 'STRIPE_PAY_CONF', paramValue: json({ publishableKey: '', secretKey: '', currency: 'usd' }), remark: 'Stripe 银行卡支付', status: 0 },
    {
        id: 9,
        paramKey: 'TOKEN_PAY_CONF',
        paramValue: json({ apiUrl: 'https://tokenpay.example.com', apiToken: '', currency: 'USDT_TRC20' }),
        remark: '加密货币支付',
        status: 0,
    },
    { id: 10, paramKey: 'CCCYUN_PAY_CONF', paramValue: json({ apiUrl: 'https://pay.cccyun.cc', pid: '1000', key: '' }), remark: '易支付聚合支付', status: 0 },
    { id: 11, paramKey: 'ALLINPAY_PAY_CONF', paramValue: json({ cusid: '', appid: '', signType: 'RSA', privateKey: '' }), remark: '通联支付配置', status: 0 },
    {
        id: 37,
        paramKey: 'CDN_NODE_CHECK',
        paramValue: json({
            DnsDispatchMode: 'online',
            ModeTimingFrequency: 60,
            checkNodePortList: '80|443',
            checkNodeFrequency: 10,
            failPercent: 80,
            mailNotice: 'ops@dnsconsole.cn',
            mailNoticeStatus: 1,
            smsNotice: '13800138000',
            smsNoticeStatus: 0,
        }),
        remark: 'CDN节点检测配置',
        status: 1,
    },
];

/** [start, end, remark, days ago]: private and office ranges a company would let use its resolvers. */
const SEGMENTS: Array<[string, string, string, number]> = [
    ['10.0.0.0', '10.0.255.255', '办公网', 120],
    ['10.10.0.0', '10.10.255.255', '机房A', 96],
    ['10.20.0.0', '10.20.255.255', '机房B', 80],
    ['172.16.0.0', '172.16.15.255', '测试环境', 61],
    ['192.168.1.0', '192.168.1.255', '运维跳板机', 45],
    ['192.168.10.0', '192.168.10.255', '研发部', 30],
    ['100.64.0.0', '100.64.63.255', '容器集群', 12],
    ['202.96.128.0', '202.96.128.255', '广州分公司出口', 3],
];

const segments = (at: Date): RecursiveSegment[] =>
    SEGMENTS.map(([start, end, remark, days], index) => ({
        id: index + 1,
        sourceIpS: ipNumber(start),
        sourceIpE: ipNumber(end),
        remark,
        createTime: daysBefore(at, days),
        mode: 2,
        type: 1,
    }));

const NOTICES: Array<[string, string, number]> = [
    [
        '系统维护公告',
        '<p>尊敬的用户：</p><p>为提升服务质量，我们将于本周六 <b>02:00-04:00</b> 对解析管理平台进行升级维护，期间控制台将暂停访问，<b>已生效的解析不受影响</b>。</p><p>给您带来的不便，敬请谅解。</p>',
        40,
    ],
    [
        '新功能上线：HTTPDNS',
        '<p>HTTPDNS 服务现已全面开放，通过 HTTP/HTTPS 协议获取解析结果，有效防止域名劫持。</p><p>前往 <a href="#/httpdns/domain">HTTPDNS</a> 开始使用。</p>',
        28,
    ],
    ['春节假期客服安排', '<p>春节期间（除夕至初六）在线客服服务时间调整为 <b>09:00-18:00</b>，工单与电话值班正常响应。</p>', 20],
    ['解析线路库更新通知', '<p>智能解析线路库已更新至最新版本，新增多个省份运营商细分线路，现有解析记录无需调整。</p>', 9],
    ['关于调整套餐价格的公告', '<p>自下月1日起，企业版套餐价格调整，已购套餐在有效期内不受影响，续费享受老用户优惠。</p>', 2],
];

const notices = (at: Date): DemoNotice[] =>
    NOTICES.map(([title, content, days], index) => ({
        id: index + 1,
        title,
        content,
        type: 2,
        sendType: 2,
        sendObj: '',
        status: 1,
        createtime: daysBefore(at, days),
    }));

/** [type, title, content, days ago, read]; announcements are added from NOTICES. */
const LETTERS: Array<[MessageType, string, string, number, boolean]> = [
    [1, '欢迎使用云解析DNS', '<p>感谢您注册云解析DNS！您可以在 <b>域名列表</b> 中添加域名，并将域名的 NS 修改为我们的服务器后开始解析。</p>', 60, true],
    [1, '实名认证审核通过', '<p>您提交的实名认证资料已审核通过，现在可以使用全部功能。</p>', 58, true],
    [1, '充值成功通知', '<p>您的账户已成功充值 <b>¥500.00</b>，当前余额 ¥1,286.50。</p>', 55, true],
    [1, '订单支付成功', '<p>您购买的 <b>DV SSL证书 · 1年</b> 已支付成功，请在 SSL 证书页面提交证书申请。</p>', 54, true],
    [
        3,
        '工单回复：解析不生效',
        '<p>您好，经排查您的域名 NS 仍指向原服务商，请在注册商处修改为 ns1.dnsconsole.cn / ns2.dnsconsole.cn，生效通常需要 24-48 小时。</p>',
        50,
        true,
    ],
    [1, '安全提醒：异地登录', '<p>您的账号于 <b>上海市</b>（IP 58.33.12.8）登录，如非本人操作，请立即修改密码。</p>', 44, true],
    [3, '工单已受理', '<p>您提交的工单 <b>#10238</b>「批量导入记录失败」已受理，工程师将在 2 小时内回复。</p>', 37, true],
    [3, '工单回复：批量导入记录失败', '<p>您好，导入文件第 12 行的 MX 记录缺少优先级，请补全后重新导入。如仍有问题请回复本工单。</p>', 36, false],
    [1, '发票开具完成', '<p>您申请的增值税普通发票（¥980.00）已开具，电子发票已发送至 demo@dnsconsole.cn。</p>', 33, true],
    [1, '域名解析异常提醒', '<p>监控发现 <b>www.example.com</b> 的 A 记录 192.0.2.20 连续 3 次 HTTPS 探测失败，请检查服务器状态。</p>', 25, false],
    [1, 'SSL证书即将过期', '<p>您的证书 <b>blog.example.com</b> 将于 33 天后过期，请及时续费以免影响 HTTPS 访问。</p>', 18, false],
    [1, '套餐即将到期提醒', '<p>您的域名 <b>example.com</b> 绑定的 <b>专业版套餐</b> 将于 21 天后到期，到期后将降级为免费版，请及时续费。</p>', 14, false],
    [3, '工单回复：CNAME 冲突', '<p>您好，同一主机记录下 CNAME 不能与其他类型记录共存，请先删除 www 的 A 记录后再添加 CNAME。</p>', 11, true],
    [
        1,
        'DNS 调度任务告警',
        '<p>调度任务 <b>www.example.com</b>（A）的主用地址 192.0.2.20 连续 3 次 HTTP 80 检查失败，已切换到备用地址 198.51.100.20，恢复后将自动切回。</p>',
        8,
        false,
    ],
    [1, '余额不足提醒', '<p>您的账户余额为 <b>¥12.30</b>，不足以支付即将到期的套餐续费，请及时充值。</p>', 6, false],
    [1, '解析量超出提醒', '<p>域名 <b>api.example.com</b> 本月解析请求量已达到套餐上限的 90%，超出后将按量计费。</p>', 4, false],
    [3, '工单已关闭', '<p>您的工单 <b>#10255</b> 已处理完毕并关闭，感谢您的反馈。如有新的问题欢迎再次提交。</p>', 2, true],
    [1, '套餐即将到期提醒', '<p>您的域名 <b>example.com</b> 绑定的 <b>专业版套餐</b> 将于 8 天后到期，请及时续费。</p>', 1, false],
    [1, '登录密码修改成功', '<p>您的登录密码已于今日修改成功，如非本人操作，请联系客服。</p>', 0.5, false],
    [1, 'API 密钥已重置', '<p>您的 API 密钥已重置，旧密钥立即失效，请更新调用方配置。</p>', 0.2, false],
];

const inboxes = (at: Date, noticeRows: DemoNotice[]): DemoMessage[] => {
    const rows: Array<Omit<DemoMessage, 'id'>> = [];
    // user 1: letters and tickets interleaved with the announcements, oldest first so ids grow with time
    for (const [type, title, content, days, read] of LETTERS) {
        rows.push({ userId: 1, title, content, type, readStatus: read ? 1 : 0, status: 1, createtime: daysBefore(at, days) });
    }
    for (const notice of noticeRows) {
        const read = notice.id <= 3;
        rows.push({ userId: 1, title: notice.title, content: notice.content, type: 2, readStatus: read ? 1 : 0, status: 1, createtime: notice.createtime });
        rows.push({ userId: 2, title: notice.title, content: notice.content, type: 2, readStatus: 0, status: 1, createtime: notice.createtime });
    }
    rows.push({ userId: 2, title: '欢迎使用云解析DNS', content: LETTERS[0][2], type: 1, readStatus: 0, status: 1, createtime: daysBefore(at, 7) });
    rows.sort((a, b) => a.createtime.localeCompare(b.createtime));
    return rows.map((row, index) => ({ id: index + 1, ...row }));
};

/** A fresh database. Timestamps are relative to `at` so the demo always reads as recent. */
export const createSeed = (at: Date = new Date()): DemoDb => {
    const noticeRows = notices(at);
    return {
        users: [
            {
                userId: 1,
                username: 'demo',
                mail: DEMO_ACCOUNTS.user.account,
                mobile: '13800138000',
                password: DEMO_ACCOUNTS.user.password,
                note: '演示账号',
                createTime: daysBefore(at, 62),
                propertyBalance: 128650,
                propertyScore: 320,
                realnameStatus: 1,
                realnameCertificateid: '110101********1234',
                realnameCertificatetype: 1,
                realnameName: '张伟',
                unvalidModel: [],
                payPassword: DEMO_ACCOUNTS.user.payPassword,
                wechatOpenId: '',
                apiKey: 'ak_demo_7f3c9a51e2b84d06a1c5f0e9d2b7c436',
                apiKeyTime: daysBefore(at, 30),
                realname: { step: 'done', name: '张伟', idNumber: '110101199003091234', method: 'wechat', time: daysBefore(at, 60), area: '北京市' },
            },
            newUser({
                userId: 2,
                username: DEMO_SECOND_USER.account,
                mail: '',
                mobile: DEMO_SECOND_USER.account,
                password: DEMO_SECOND_USER.password,
                createTime: daysBefore(at, 7),
            }),
            ...seedMoreUsers(at),
        ],
        admins: [{ userId: 1, username: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password }],
        sessions: seedSessions(at),
        apiTokens: seedApiTokens(days => daysBefore(at, days)),
        subAccounts: seedSubAccounts(days => daysBefore(at, days)),
        signIns: seedSignIns(at),
        changeSets: [],
        accessTokens: [{ accessToken: DEMO_ACCESS_TOKEN, userId: 1 }],
        messages: inboxes(at, noticeRows),
        notices: noticeRows,
        sysConfigs: sysConfigs(),
        recursiveSegments: segments(at),
        recursiveStatus: { recursive_enable: 1, forward_enable: 1, recursive_root_ips: '198.41.0.4,199.9.14.201' },
        webConfig: {
            exclusive_mode: ['dm', 'am'],
            cdnConf: { siteUrl: '', apiRootPath: '', syncRegister: 0 },
        },
        ...createDnsSeed(at),
        dnssec: [],
        system: seedSystem(at),
        httpdns: seedHttpdns(at),
        blacklist: seedBlacklist(at),
        products: seedProducts(at),
        recharges: seedRecharges(at),
        orders: seedOrders(at),
        codes: [],
        domainLicenses: seedDomainLicenses(at),
        userLogs: seedUserLogs(at),
        auditLogs: seedAuditLogs(at),
        bulk: seedBulk(at),
        ptr: seedPtr(at),
        gtm: seedGtm(at),
        monitoring: seedMonitoring(at),
        httpdnsUser: seedHttpdnsUser(at),
        ssl: seedSsl(at),
    };
};
