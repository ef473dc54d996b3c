import { route, ok } from '../http';
import type { DemoDb, WebConfigExtras } from '../model';
import { DEFAULT_WEB_CONFIG } from '../seed';

/** System parameters that are settings, not channels: the web config's `list` leaves them out. */
const NOT_CHANNELS = new Set(['WEB_CONFIG_KEY', 'CDN_CONFIG_KEY', 'CDN_NODE_CHECK', 'CLOUD_STORAGE_CONFIG_KEY']);

const parse = (text: string): Record<string, unknown> => {
    try {
        const value: unknown = JSON.parse(text);
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    } catch {
        return {};
    }
};

/** The CDN integration: the CDN_CONFIG_KEY parameter when the admin has saved one, else the seed's. */
const cdnConf = (db: DemoDb): WebConfigExtras['cdnConf'] => {
    const record = db.sysConfigs.find(config => config.paramKey === 'CDN_CONFIG_KEY');
    if (!record) return { ...db.webConfig.cdnConf };
    const value = parse(record.paramValue);
    return {
        siteUrl: typeof value.siteUrl === 'string' ? value.siteUrl : '',
        apiRootPath: typeof value.apiRootPath === 'string' ? value.apiRootPath : '',
        syncRegister: Number(value.syncRegister) === 1 ? 1 : 0,
    };
};

/**
 * GET app/common/web/config (public): the site settings. They are the WEB_CONFIG_KEY system parameter, the
 * channel switches are the other parameters' statuses and cdnConf is the CDN_CONFIG_KEY parameter, so what the
 * admin changes shows in the user console.
 */
export const webConfigRoutes = [
    route.get('app/common/web/config', ({ db }) => {
        const record = db.sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY');
        return ok({
            data: { paramKey: 'WEB_CONFIG_KEY', paramValue: record?.paramValue ?? JSON.stringify(DEFAULT_WEB_CONFIG) },
            exclusive_mode: [...db.webConfig.exclusive_mode],
            cdnConf: cdnConf(db),
            list: db.sysConfigs.filter(config => !NOT_CHANNELS.has(config.paramKey)).map(({ paramKey, status }) => ({ paramKey, status })),
        });
    }),
];
