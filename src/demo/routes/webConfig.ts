import { route, ok } from '../http';
import { DEFAULT_WEB_CONFIG } from '../seed';

/**
 * GET app/common/web/config (public): the site settings. They are the WEB_CONFIG_KEY system parameter, and the
 * channel switches are the other parameters' statuses, so what the admin changes shows in the user console.
 */
export const webConfigRoutes = [
    route.get('app/common/web/config', ({ db }) => {
        const record = db.sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY');
        return ok({
            data: { paramKey: 'WEB_CONFIG_KEY', paramValue: record?.paramValue ?? JSON.stringify(DEFAULT_WEB_CONFIG) },
            exclusive_mode: [...db.webConfig.exclusive_mode],
            cdnConf: { ...db.webConfig.cdnConf },
            list: db.sysConfigs.filter(config => config.paramKey !== 'WEB_CONFIG_KEY').map(({ paramKey, status }) => ({ paramKey, status })),
        });
    }),
];
