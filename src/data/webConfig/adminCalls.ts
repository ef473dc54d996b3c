import type { HttpClient } from '../../http/client';
import { sysConfigCalls } from '../sysConfig/api';
import type { WebConfig } from './api';

/** The system parameter the CDN integration (`cdnConf`) is saved in: designed (the public web config answers it as cdnConf). */
export const CDN_CONFIG_KEY = 'CDN_CONFIG_KEY';

type CdnConf = WebConfig['cdnConf'];

/**
 * The admin's web config calls. WEB_CONFIG_KEY itself is read and saved with getConfigParam / saveConfigParam
 * (src/data/sysConfig/api.ts); these are the channel switches and the CDN integration.
 */
export const webConfigAdminCalls = (http: HttpClient) => ({
    /** Known path, query designed (as the demo answers): sets a channel parameter's status by key. */
    setChannelStatus: async (paramKey: string, status: 0 | 1): Promise<void> => {
        await http.get('sys/config/update/conf/status', { paramKey, status });
    },
    /**
     * Designed: cdnConf is saved as the CDN_CONFIG_KEY system parameter (created on first save), which
     * app/common/web/config answers as cdnConf.
     */
    saveCdnConf: (conf: CdnConf): Promise<void> => sysConfigCalls(http).saveConfigParamByKey(CDN_CONFIG_KEY, conf, 'CDN对接配置'),
});
