import { commaIds, defineApi, listResult, pagingParams } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
import { BLOCK_MODES, DEFAULT_BLACKLIST_SETTING, type BlackDomain, type BlacklistSetting, type BlockMode } from './types';

/**
 * The DNS blacklist (admin). SPEC and API-NOTES name no calls: every call here is designed
 * in the API's style (sys/... paths, page/limit lists answered as page.list/page.totalCount, {code, msg}).
 */
const BLACKLIST_PATHS = {
    list: 'sys/dns/black/list', // designed: POST {domain, page, limit} -> page.list/totalCount
    save: 'sys/dns/black/save', // designed: POST {domains: newline list, remark} -> data.ids
    delete: 'sys/dns/black/delete', // designed: POST {ids: "1,2"}
    config: 'sys/dns/black/config', // designed: GET -> data (BlacklistSetting)
    configSave: 'sys/dns/black/config/save', // designed: POST BlacklistSetting
} as const;

export const blackDomainsApi = defineApi<BlackDomain>({
    list: {
        path: BLACKLIST_PATHS.list,
        // the search box's `domain`, trimmed, blank left out (pagingParams)
        params: request => pagingParams(request),
        result: json => listResult<BlackDomain>(json),
    },
    create: {
        path: BLACKLIST_PATHS.save,
        params: record => {
            const draft = record as Partial<BlackDomain> & { domains?: string };
            return { domains: String(draft.domains ?? '').trim(), remark: String(draft.remark ?? '').trim() };
        },
        // many rows are added at once: the first new id stands for them (react-admin refetches the list)
        result: (json, sent) => {
            const ids = ((json.data as { ids?: BlackDomain['id'][] } | undefined)?.ids ?? []) as BlackDomain['id'][];
            return { ...sent, id: ids[0] ?? 0 } as BlackDomain;
        },
    },
    delete: { path: BLACKLIST_PATHS.delete, params: commaIds },
});

/** Switches travel as 0/1, numbers or numeric strings (or booleans from a form). */
const toFlag = (value: unknown): 0 | 1 => (value === true || Number(value) === 1 ? 1 : 0);

const isMode = (value: unknown): value is BlockMode => (BLOCK_MODES as readonly unknown[]).includes(value);

/** The setting as the server sends it (numbers may be strings, members may be missing): defaults fill in. */
export const toBlacklistSetting = (raw: Record<string, unknown> | undefined): BlacklistSetting => {
    const value = raw ?? {};
    const ttl = Number(value.ttl);
    return {
        enabled: value.enabled === undefined ? DEFAULT_BLACKLIST_SETTING.enabled : toFlag(value.enabled),
        mode: isMode(value.mode) ? value.mode : DEFAULT_BLACKLIST_SETTING.mode,
        answerIp: String(value.answerIp ?? '').trim(),
        ttl: Number.isInteger(ttl) && ttl > 0 ? ttl : DEFAULT_BLACKLIST_SETTING.ttl,
        logBlocked: value.logBlocked === undefined ? DEFAULT_BLACKLIST_SETTING.logBlocked : toFlag(value.logBlocked),
    };
};

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
    getBlacklistSetting: async (): Promise<BlacklistSetting> =>
        toBlacklistSetting((await http.get(BLACKLIST_PATHS.config)).data as Record<string, unknown> | undefined),
    saveBlacklistSetting: async (setting: BlacklistSetting): Promise<void> => {
        await http.post(BLACKLIST_PATHS.configSave, blacklistSettingBody(setting));
    },
});
