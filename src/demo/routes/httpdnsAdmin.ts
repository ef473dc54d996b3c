import { idsOf, int, text, type Input } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb } from '../model';
import { nextId } from '../db';
import { paginate } from '../paging';
import { now } from '../time';
import type { DemoHttpdnsConfig, DemoHttpdnsUserConfig } from '../admin/httpdnsAdmin';

/**
 * The admin's HTTPDNS calls (src/data/httpdnsAdmin/api.ts): the service settings, the HTTPDNS domains and
 * the per-user configs. Input is checked as the real server would.
 */

const CERT = /-----BEGIN CERTIFICATE-----\s*[A-Za-z0-9+/=][\s\S]*?-----END CERTIFICATE-----/;
const KEY = /-----BEGIN ((?:RSA |EC |ENCRYPTED )?)PRIVATE KEY-----\s*[A-Za-z0-9+/=][\s\S]*?-----END \1PRIVATE KEY-----/;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

const port = (value: unknown, name: string): number => {
    if (text(value) === '') throw new DemoError(`${name}不能为空`);
    const number = int(value, NaN);
    if (!(number >= 1 && number <= 65535)) throw new DemoError(`${name}格式不正确`);
    return number;
};

const configOf = (input: Input, previous: DemoHttpdnsConfig): DemoHttpdnsConfig => {
    const status = int(input.status, NaN);
    if (status !== 0 && status !== 1 && status !== 3) throw new DemoError('状态值不正确');
    const domain = text(input.domain);
    if (!domain) throw new DemoError('域名不能为空');
    if (!DOMAIN.test(domain)) throw new DemoError(`域名格式不正确：${domain}`);
    const portHttp = port(input.portHttp, 'HTTP端口');
    const https = status === 3;
    const certCrt = typeof input.certCrt === 'string' ? input.certCrt.trim() : previous.certCrt;
    const certKey = typeof input.certKey === 'string' ? input.certKey.trim() : previous.certKey;
    const portHttps = https ? port(input.portHttps, 'HTTPS端口') : int(input.portHttps, previous.portHttps);
    if (https) {
        if (!certCrt) throw new DemoError('证书不能为空');
        if (!CERT.test(certCrt)) throw new DemoError('证书格式不正确，应为PEM格式');
        if (!certKey) throw new DemoError('证书私钥不能为空');
        if (!KEY.test(certKey)) throw new DemoError('私钥格式不正确，应为PEM格式');
    }
    return { status, portHttp, portHttps, httpsStatus: https ? 1 : 0, certCrt, certKey, domain };
};

const usernameOf = (db: DemoDb, userId: number) => db.users.find(user => user.userId === userId)?.username ?? '';

const userByName = (db: DemoDb, name: string) => {
    if (!name) throw new DemoError('用户不能为空');
    const user = db.users.find(item => item.username === name || item.mail === name || item.mobile === name);
    if (!user) throw new DemoError(`用户不存在：${name}`);
    return user;
};

const domainList = (value: unknown): string => {
    const items = text(value)
        .split(/[\s,，]+/)
        .map(item => item.trim().toLowerCase())
        .filter(Boolean);
    for (const item of items) if (!DOMAIN.test(item)) throw new DemoError(`域名格式不正确：${item}`);
    const seen = new Set<string>();
    for (const item of items) {
        if (seen.has(item)) throw new DemoError(`域名不能重复：${item}`);
        seen.add(item);
    }
    return items.join(',');
};

const userConfigOf = (db: DemoDb, input: Input, previous?: DemoHttpdnsUserConfig): DemoHttpdnsUserConfig => {
    const user = userByName(db, text(input.username));
    const { userConfigs } = db.httpdns;
    const others = userConfigs.filter(config => config.id !== previous?.id);
    if (others.some(config => config.userId === user.userId)) throw new DemoError('该用户已有HTTPDNS配置');
    const qps = text(input.qpsLimit) === '' ? 0 : int(input.qpsLimit, NaN);
    if (!(qps >= 0 && qps <= 1_000_000)) throw new DemoError('QPS限制应为0~1000000的整数');
    let accountId = text(input.accountId);
    if (accountId && !/^\d{4,12}$/.test(accountId)) throw new DemoError('AccountID应为4~12位数字');
    if (!accountId) accountId = previous?.accountId || String(100_000 + nextId(userConfigs));
    if (others.some(config => config.accountId === accountId)) throw new DemoError('AccountID已存在');
    return {
        id: previous?.id ?? nextId(userConfigs),
        userId: user.userId,
        accountId,
        domains: domainList(input.domains),
        qpsLimit: qps,
        status: int(input.status, 1) === 0 ? 0 : 1,
        createTime: previous?.createTime ?? now(),
    };
};

export const httpdnsAdminRoutes = [
    route.adminGet('sys/httpdns/config', ({ db }) => ok({ data: { ...db.httpdns.config } })),

    route.adminPost('sys/httpdns/config/save', ({ db, input }) => {
        const state = db.httpdns;
        state.config = configOf(input, state.config);
        return ok({ data: { ...state.config } });
    }),

    route.adminGet('sys/httpdns/httpdns/list', ({ db, input }) => {
        const search = text(input.domain ?? input.q).toLowerCase();
        const rows = db.httpdns.domains.filter(row => !search || row.domain.includes(search)).map(row => ({ ...row, username: usernameOf(db, row.userId) }));
        return ok({ page: paginate(rows, input, { sidx: 'id', order: 'asc' }) });
    }),

    route.adminGet('sys/httpdns/user/config/list', ({ db, input }) => {
        const search = text(input.username ?? input.q).toLowerCase();
        const rows = db.httpdns.userConfigs
            .map(row => ({ ...row, username: usernameOf(db, row.userId) }))
            .filter(row => !search || row.username.toLowerCase().includes(search) || row.accountId.includes(search));
        return ok({ page: paginate(rows, input, { sidx: 'id', order: 'desc' }) });
    }),

    route.adminPost('sys/httpdns/user/config/save', ({ db, input }) => {
        const id = int(input.id, NaN);
        const state = db.httpdns;
        const previous = Number.isInteger(id) ? state.userConfigs.find(config => config.id === id) : undefined;
        if (Number.isInteger(id) && !previous) throw new DemoError('配置不存在');
        const saved = userConfigOf(db, input, previous);
        state.userConfigs = previous ? state.userConfigs.map(config => (config.id === id ? saved : config)) : [...state.userConfigs, saved];
        return ok({ data: { ...saved, username: usernameOf(db, saved.userId) } });
    }),

    route.adminPost('sys/httpdns/user/config/delete', ({ db, body, input }) => {
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        const state = db.httpdns;
        state.userConfigs = state.userConfigs.filter(config => !ids.has(config.id));
        return ok();
    }),
];
