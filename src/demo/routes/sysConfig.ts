import { idsOf, int, optionalInt, text, type Input } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb, SysConfigRecord } from '../model';
import { nextId } from '../db';
import { paginate } from '../paging';
import { cn } from '../../i18n/cn';
import { formsCn } from '../../i18n/sections/forms';
import { systemSettingsCn } from '../../i18n/sections/systemSettings';
import { cdnCheckProblem } from '../../validation/cdnCheck';
import { mailProblem } from '../../validation/mail';
import type { ValidationError } from '../../validation/messages';
import { smsProblem } from '../../validation/sms';

const byId = (db: DemoDb, id: unknown): SysConfigRecord => {
    const record = db.sysConfigs.find(config => config.id === int(id, NaN));
    if (!record) throw new DemoError('参数不存在');
    return record;
};

const byKey = (db: DemoDb, key: unknown): SysConfigRecord => {
    const record = db.sysConfigs.find(config => config.paramKey === text(key));
    if (!record) throw new DemoError('参数不存在');
    return record;
};

/** paramValue must be JSON text: the settings forms parse it back. Objects sent as such are accepted too. */
const jsonText = (value: unknown): string => {
    if (value && typeof value === 'object') return JSON.stringify(value);
    const raw = typeof value === 'string' ? value : '';
    try {
        JSON.parse(raw);
        return raw;
    } catch {
        throw new DemoError('paramValue 不是合法的 JSON');
    }
};

/** A console message key as the Chinese text a real server would put in `msg` (the console's own message). */
const chinese = ({ message, args }: ValidationError): string => {
    const catalog: Record<string, unknown> = { systemSettings: systemSettingsCn, validation: { ...cn.validation, ...formsCn.validation } };
    const found = message
        .split('.')
        .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalog);
    return (typeof found === 'string' ? found : message).replace(/%\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole);
};

/** The settings forms' parameters the server checks before storing (the same rules as the forms). */
const PARAM_RULES: Record<string, (value: Record<string, unknown>) => ValidationError | undefined> = {
    CDN_NODE_CHECK: cdnCheckProblem,
    SMS_CONFIG_KEY: smsProblem,
    MAIL_CONFIG_KEY: mailProblem,
};

/** Refuses a CDN check (id 37), SMS or mail paramValue that breaks its form's rules, with the form's message. */
const checkParam = (id: number, paramKey: string, paramValue: string): void => {
    const rule = PARAM_RULES[id === 37 ? 'CDN_NODE_CHECK' : paramKey];
    if (!rule) return;
    const value: unknown = JSON.parse(paramValue);
    const problem = rule(value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
    if (problem) throw new DemoError(chinese(problem));
};

const paramKeyOf = (db: DemoDb, input: Input, selfId?: number): string => {
    const paramKey = text(input.paramKey);
    if (!paramKey) throw new DemoError('参数名不能为空');
    if (db.sysConfigs.some(config => config.paramKey === paramKey && config.id !== selfId)) throw new DemoError('参数名已存在');
    return paramKey;
};

const statusOf = (value: unknown, fallback: number) => (optionalInt(value) === 0 ? 0 : optionalInt(value) === 1 ? 1 : fallback);

export const sysConfigRoutes = [
    route.adminPost('sys/config/list', ({ db, input }) => {
        const key = text(input.paramKey).toLowerCase();
        const rows = key ? db.sysConfigs.filter(config => config.paramKey.toLowerCase().includes(key)) : db.sysConfigs;
        return ok({ page: paginate(rows, input, { sidx: 'id', order: 'asc', limit: 20 }) });
    }),

    route.adminGet('sys/config/info/:id', ({ db, params }) => ok({ config: byId(db, params.id) })),
    route.adminGet('sys/config/info2/:paramKey', ({ db, params }) => ok({ config: byKey(db, params.paramKey) })),
    // the other variant of the by-key read (SPEC section 7)
    route.adminGet('sys/config/kinfo', ({ db, input }) => ok({ config: byKey(db, input.key ?? input.paramKey) })),

    route.adminPost('sys/config/save', ({ db, input }) => {
        const record: SysConfigRecord = {
            id: nextId(db.sysConfigs),
            paramKey: paramKeyOf(db, input),
            paramValue: jsonText(input.paramValue),
            remark: text(input.remark),
            status: statusOf(input.status, 1),
        };
        db.sysConfigs.push(record);
        return ok({ data: record });
    }),

    route.adminPost('sys/config/update', ({ db, input }) => {
        const record = byId(db, input.id);
        const paramKey = paramKeyOf(db, { paramKey: input.paramKey ?? record.paramKey }, record.id);
        const paramValue = input.paramValue === undefined ? record.paramValue : jsonText(input.paramValue);
        if (input.paramValue !== undefined) checkParam(record.id, paramKey, paramValue);
        Object.assign(record, {
            paramKey,
            paramValue,
            remark: input.remark === undefined ? record.remark : text(input.remark),
            status: statusOf(input.status, record.status),
        });
        return ok({ data: record });
    }),

    route.adminGet('sys/config/update/status/:id', ({ db, params }) => {
        const record = byId(db, params.id);
        record.status = record.status === 1 ? 0 : 1;
        return ok({ data: record });
    }),

    // by key: ?paramKey=&status= sets the status, without status it toggles (the call's query is not documented)
    route.adminGet('sys/config/update/conf/status', ({ db, input }) => {
        const record = byKey(db, input.paramKey ?? input.key);
        record.status = statusOf(input.status, record.status === 1 ? 0 : 1);
        return ok({ data: record });
    }),

    // renren-style clients post a bare JSON array of ids; the rest of this API posts {ids: '1,2'}
    route.adminPost('sys/config/delete', ({ db, body, input }) => {
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        db.sysConfigs = db.sysConfigs.filter(config => !ids.has(config.id));
        return ok();
    }),
];
