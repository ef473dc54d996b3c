import { newUser } from '../newUser';
import type { DemoUser } from '../model';
import { createRng } from '../prng';
import { daysBefore } from '../time';

/**
 * Operation tables of the demo backend: the product catalogue (plans on sale) and manual recharges.
 *
 * The catalogue is read by the admin's product management (sys/product/*) and, later, by the user-side plan
 * catalogue: one row per plan as sold, prices in integer cents.
 */

/** What a product is: 1 authoritative DNS plan, 2 HTTPDNS resolution package, 3 value-added service (per piece). */
export type ProductType = 1 | 2 | 3;

/** Billing unit of productUnitPrice: a year, a season (quarter), a month, a day, or per piece. */
export type ProductUnit = '1y' | '1s' | '1m' | '1d' | '1p';

/** A plan's features: what a domain bound to it gets. All numbers; 0 means "not included". */
export interface ProductAttrs {
    /** Records per domain. */
    recordLimit: number;
    /** Lowest TTL allowed, seconds. */
    minTtl: number;
    /** Resolution line categories (default, ISP, region, overseas...). */
    lineCount: number;
    /** Queries per second the plan serves. */
    qps: number;
}

export interface DemoProduct {
    id: number;
    productName: string;
    productType: ProductType;
    /** Integer cents per productUnit. */
    productUnitPrice: number;
    productUnit: ProductUnit;
    attrs: ProductAttrs;
    remark: string;
    /** Ascending: lower first in catalogues. */
    sort: number;
    /** 1 on sale, 0 off the shelf. */
    status: 0 | 1;
    createTime: string;
}

/** A manual recharge an administrator made. */
export interface DemoRecharge {
    id: number;
    userId: number;
    username: string;
    /** Integer cents, >= 100 and whole yuan. */
    amount: number;
    /** The user's balance after the recharge, cents. */
    balanceAfter: number;
    reason: string;
    operator: string;
    createTime: string;
}

const plan = (id: number, productName: string, cents: number, attrs: ProductAttrs, remark: string, at: Date): DemoProduct => ({
    id,
    productName,
    productType: 1,
    productUnitPrice: cents,
    productUnit: '1y',
    attrs,
    remark,
    sort: id,
    status: 1,
    createTime: daysBefore(at, 400 - id),
});

/** A value-added service: what one piece adds to the plan it is bound to, billed per piece ('1p'). */
const vas = (id: number, productName: string, cents: number, attrs: ProductAttrs, remark: string, at: Date): DemoProduct => ({
    ...plan(id, productName, cents, attrs, remark, at),
    productType: 3,
    productUnit: '1p',
    sort: 30 + id,
});

/** The four DNS plans the consumes reference (productId 1-4), plus an HTTPDNS package, an off-shelf plan and three value-added services. */
export const seedProducts = (at: Date): DemoProduct[] => [
    plan(1, '免费版', 0, { recordLimit: 50, minTtl: 600, lineCount: 3, qps: 1000 }, '个人网站入门', at),
    plan(2, '专业版', 68000, { recordLimit: 500, minTtl: 60, lineCount: 20, qps: 10000 }, '中小企业官网', at),
    plan(3, '企业版', 298000, { recordLimit: 3000, minTtl: 10, lineCount: 80, qps: 50000 }, '电商与业务系统', at),
    plan(4, '旗舰版', 598000, { recordLimit: 10000, minTtl: 1, lineCount: 200, qps: 200000 }, '大型平台，专属支持', at),
    {
        id: 5,
        productName: 'HTTPDNS 100万次解析包',
        productType: 2,
        productUnitPrice: 1200,
        productUnit: '1p',
        attrs: { recordLimit: 0, minTtl: 0, lineCount: 0, qps: 5000 },
        remark: '按次计费，用完即止',
        sort: 10,
        status: 1,
        createTime: daysBefore(at, 120),
    },
    {
        ...plan(6, '专业版（月付）', 6800, { recordLimit: 500, minTtl: 60, lineCount: 20, qps: 10000 }, '已下架，老用户续费', at),
        productUnit: '1m',
        status: 0,
        sort: 20,
    },
    vas(7, '记录扩展包（100条）', 2000, { recordLimit: 100, minTtl: 0, lineCount: 0, qps: 0 }, '为一个套餐增加100条记录额度', at),
    vas(8, 'QPS 扩展包（1000 QPS）', 5000, { recordLimit: 0, minTtl: 0, lineCount: 0, qps: 1000 }, '为一个套餐增加1000 QPS', at),
    vas(9, '自定义线路扩展包（10条）', 3000, { recordLimit: 0, minTtl: 0, lineCount: 10, qps: 0 }, '为一个套餐增加10条自定义线路', at),
];

export const seedRecharges = (at: Date): DemoRecharge[] => [
    { id: 1, userId: 1, username: 'demo', amount: 100000, balanceAfter: 100000, reason: '线下对公转账到账', operator: 'admin', createTime: daysBefore(at, 40) },
    { id: 2, userId: 1, username: 'demo', amount: 28650, balanceAfter: 128650, reason: '活动返现', operator: 'admin', createTime: daysBefore(at, 12.5) },
    {
        id: 3,
        userId: 5,
        username: 'lixiaolong',
        amount: 50000,
        balanceAfter: 50000,
        reason: '线下对公转账到账',
        operator: 'admin',
        createTime: daysBefore(at, 3.2),
    },
];

const SURNAMES = ['wang', 'li', 'zhang', 'liu', 'chen', 'yang', 'zhao', 'huang', 'zhou', 'wu', 'xu', 'sun', 'ma', 'zhu', 'hu', 'guo'];
const GIVEN = ['wei', 'fang', 'min', 'jing', 'lei', 'jun', 'yang', 'yong', 'yan', 'jie', 'tao', 'ming', 'chao', 'xiaolong', 'hui', 'qiang'];
const CN_SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭'];
const CN_GIVEN = ['伟', '芳', '敏', '静', '磊', '军', '洋', '勇', '艳', '杰', '涛', '明', '超', '小龙', '慧', '强'];
const MAIL_HOSTS = ['qq.com', '163.com', 'gmail.com', 'outlook.com', 'example.cn', 'aliyun.com'];
const MOBILE_PREFIXES = ['138', '139', '150', '151', '186', '177', '199', '135'];

/** More end users for account management, after the two demo accounts (ids from 3). Deterministic. */
export const seedMoreUsers = (at: Date): DemoUser[] => {
    const rng = createRng(20_260_701);
    const taken = new Set(['demo', 'lixiaolong']);
    return Array.from({ length: 40 }, (_, index): DemoUser => {
        const userId = index + 3;
        const s = rng.int(0, SURNAMES.length - 1);
        const g = rng.int(0, GIVEN.length - 1);
        const candidate = `${SURNAMES[s]}${GIVEN[g]}${rng.chance(0.5) ? rng.int(1, 99) : ''}`;
        const username = index === 2 ? 'lixiaolong' : taken.has(candidate) ? `${candidate}${userId}` : candidate;
        taken.add(username);
        const hasMail = rng.chance(0.75);
        const hasMobile = !hasMail || rng.chance(0.7);
        const verified = rng.chance(0.45);
        const mobile = hasMobile ? `${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}` : '';
        return newUser({
            userId,
            username,
            mail: hasMail ? `${username}@${rng.pick(MAIL_HOSTS)}` : '',
            mobile,
            password: 'demo1234',
            note: rng.chance(0.2) ? rng.pick(['代理商', '重点客户', '测试账号', '教育机构']) : '',
            createTime: daysBefore(at, 300 - index * 7 + rng.next()),
            propertyBalance: userId === 5 ? 50000 : rng.chance(0.4) ? 0 : rng.int(1, 2000) * 100 + rng.pick([0, 0, 50, 99]),
            propertyScore: rng.int(0, 800),
            realnameStatus: verified ? 1 : 0,
            realnameCertificateid: verified ? `${rng.int(110101, 650105)}********${String(rng.int(0, 9999)).padStart(4, '0')}` : '',
            realnameCertificatetype: verified ? 1 : 0,
            realnameName: verified ? `${CN_SURNAMES[s]}${CN_GIVEN[g]}` : '',
        });
    });
};
