import { BLOCK_MODES, BLACKLIST_LIMITS, type BlacklistSetting, type BlockMode } from '../../data/blackDomains/types';
import { isIpv4 } from '../ip';
import { parseDomainList } from '../../validation/domainList';
import { nextId } from '../db';
import { idsOf, int, text } from '../fields';
import { DemoError, ok, route } from '../http';
import { paginate } from '../paging';
import { now } from '../time';
import { readExpiry } from '../../data/blackDomains/expiry';

const MESSAGES: Record<string, string> = {
    'validation.domainList.format': '域名格式不正确：',
    'validation.domainList.duplicate': '域名不能重复：',
};

const flag = (value: unknown, name: string): 0 | 1 => {
    const raw = text(value);
    if (raw === '1' || value === true) return 1;
    if (raw === '0' || value === false) return 0;
    throw new DemoError(`${name}取值不正确`);
};

/** The setting checked as the real server would. */
const readSetting = (input: Record<string, unknown>): BlacklistSetting => {
    const mode = text(input.mode) as BlockMode;
    if (!(BLOCK_MODES as readonly string[]).includes(mode)) throw new DemoError('拦截方式不正确');
    const answerIp = mode === 'fixed' ? text(input.answerIp) : '';
    if (mode === 'fixed' && !answerIp) throw new DemoError('固定应答IP不能为空');
    if (mode === 'fixed' && !isIpv4(answerIp)) throw new DemoError(`IP格式不正确：${answerIp}`);
    const ttl = int(input.ttl, NaN);
    if (!(ttl >= BLACKLIST_LIMITS.ttlMin && ttl <= BLACKLIST_LIMITS.ttlMax)) {
        throw new DemoError(`TTL 须为 ${BLACKLIST_LIMITS.ttlMin}-${BLACKLIST_LIMITS.ttlMax} 的整数`);
    }
    return { enabled: flag(input.enabled, '启用'), mode, answerIp, ttl, logBlocked: flag(input.logBlocked, '记录日志') };
};

/** The designed blacklist calls (src/data/blackDomains/api.ts). */
export const blackDomainRoutes = [
    route.adminPost('sys/dns/black/list', ({ db, input }) => {
        const search = text(input.domain).toLowerCase();
        const rows = search ? db.blacklist.domains.filter(row => row.domain.toLowerCase().includes(search)) : db.blacklist.domains;
        return ok({ page: paginate(rows, input, { sidx: 'id', order: 'desc', limit: 20 }) });
    }),

    route.adminPost('sys/dns/black/save', ({ db, input }) => {
        const { domains, error } = parseDomainList(typeof input.domains === 'string' ? input.domains : '', { max: BLACKLIST_LIMITS.domainsPerAdd });
        if (error) {
            throw new DemoError(MESSAGES[error.key] ? `${MESSAGES[error.key]}${error.line}` : `一次最多添加 ${error.line} 个域名`);
        }
        if (domains.length === 0) throw new DemoError('域名不能为空');
        const remark = text(input.remark);
        const expireTime = readExpiry(text(input.expireTime));
        if (expireTime === 'bad') throw new DemoError('过期时间须为将来的时间');
        if (remark.length > BLACKLIST_LIMITS.remarkMax) throw new DemoError(`备注不能超过 ${BLACKLIST_LIMITS.remarkMax} 个字符`);
        const listed = new Set(db.blacklist.domains.map(row => row.domain.toLowerCase()));
        const already = domains.filter(domain => listed.has(domain.toLowerCase()));
        if (already.length) throw new DemoError(`域名已在黑名单中：${already.join('、')}`);
        const ids: number[] = [];
        for (const domain of domains) {
            const id = nextId(db.blacklist.domains);
            db.blacklist.domains.push({ id, domain, remark, createTime: now(), expireTime });
            ids.push(id);
        }
        return ok({ data: { ids } });
    }),

    route.adminPost('sys/dns/black/delete', ({ db, input, body }) => {
        const ids = idsOf(Array.isArray(body) ? body : input.ids);
        if (ids.length === 0) throw new DemoError('请选择要删除的数据');
        db.blacklist.domains = db.blacklist.domains.filter(row => !ids.includes(row.id));
        return ok();
    }),

    route.adminGet('sys/dns/black/config', ({ db }) => ok({ data: db.blacklist.setting })),

    route.adminPost('sys/dns/black/config/save', ({ db, input }) => {
        db.blacklist.setting = readSetting(input);
        return ok({ data: db.blacklist.setting });
    }),
];
