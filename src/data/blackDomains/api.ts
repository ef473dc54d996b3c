import * as v from 'valibot';
import { flag, id, list, nested, num, oneOf, readAnswer, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import { commaIds, defineApi, pagingParams } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
import { BLOCK_MODES, DEFAULT_BLACKLIST_SETTING, type BlackDomain, type BlacklistSetting } from './types';

/**
 * The DNS blacklist (admin). SPEC and API-NOTES name no calls: every call here is designed
 * in the API's style (sys/... paths, page/limit lists answered as page.list/page.totalCount, {code, msg}).
 */
const BLACKLIST_PATHS = {
    list: 'sys/dns/black/list', // designed: POST {domain, page, limit} -> page.list/totalCount
    save: 'sys/dns/black/save', // designed: POST {domains: newline list, remark, expireTime} -> data.ids
    delete: 'sys/dns/black/delete', // designed: POST {ids: "1,2"}
    config: 'sys/dns/black/config', // designed: GET -> data (BlacklistSetting)
    configSave: 'sys/dns/black/config/save', // designed: POST BlacklistSetting
} as const;

const blackDomainRecord: RecordSchema<BlackDomain> = row({ id, domain: text, remark: text, createTime: text, expireTime: text });

/** The answer of an add: the new rows' ids. */
const added = nested({ ids: list(id) });

export const blackDomainsApi = defineApi<BlackDomain>({
    record: blackDomainRecord,
    list: {
        path: BLACKLIST_PATHS.list,
        // the search box's `domain`, trimmed, blank left out (pagingParams)
        params: request => pagingParams(request),
    },
    create: {
        path: BLACKLIST_PATHS.save,
        params: record => {
            const draft = record as Partial<BlackDomain> & { domains?: string };
            // expireTime (designed): '' or 'YYYY-MM-DD HH:mm:ss', the entries stop applying then
            const expireTime = String(draft.expireTime ?? '');
            return { domains: String(draft.domains ?? '').trim(), remark: String(draft.remark ?? '').trim(), ...(expireTime ? { expireTime } : {}) };
        },
        // many rows are added at once: the first new id stands for them (react-admin refetches the list)
        result: (json, sent) => ({ ...sent, id: readAnswer(added, json.data, BLACKLIST_PATHS.save).ids[0] ?? 0 }) as BlackDomain,
    },
    delete: { path: BLACKLIST_PATHS.delete, params: commaIds },
});

/** Switches travel as 0/1, numbers or numeric strings (or booleans from a form). */
const toFlag = (value: unknown): 0 | 1 => (value === true || Number(value) === 1 ? 1 : 0);

/** The setting as the server sends it (numbers may be strings, members may be missing): defaults fill in. */
const blacklistSetting: RecordSchema<BlacklistSetting> = v.pipe(
    row({ enabled: flag, mode: oneOf(BLOCK_MODES, DEFAULT_BLACKLIST_SETTING.mode), answerIp: text, ttl: num, logBlocked: flag }),
    v.transform(({ enabled, mode, answerIp, ttl, logBlocked }) => ({
        enabled: enabled === undefined ? DEFAULT_BLACKLIST_SETTING.enabled : toFlag(enabled),
        mode,
        answerIp: answerIp.trim(),
        ttl: Number.isInteger(ttl) && ttl > 0 ? ttl : DEFAULT_BLACKLIST_SETTING.ttl,
        logBlocked: logBlocked === undefined ? DEFAULT_BLACKLIST_SETTING.logBlocked : toFlag(logBlocked),
    })),
);

export const toBlacklistSetting = reader(blacklistSetting, BLACKLIST_PATHS.config);

/** What the save sends: the fixed answer only when mode is `fixed`. */
export const blacklistSettingBody = (setting: BlacklistSetting) => ({
    enabled: toFlag(setting.enabled),
    mode: setting.mode,
    answerIp: setting.mode === 'fixed' ? setting.answerIp.trim() : '',
    ttl: Number(setting.ttl),
    logBlocked: toFlag(setting.logBlocked),
});

/** Typed custom calls, spread into the admin dataProvider. */
export const blacklistCalls = (http: HttpClient) => ({
    getBlacklistSetting: async (): Promise<BlacklistSetting> => toBlacklistSetting((await http.get(BLACKLIST_PATHS.config)).data),
    saveBlacklistSetting: async (setting: BlacklistSetting): Promise<void> => {
        await http.post(BLACKLIST_PATHS.configSave, blacklistSettingBody(setting));
    },
});
