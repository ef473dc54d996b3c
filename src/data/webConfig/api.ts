import type { Envelope, HttpClient } from '../../http/client';
import { readWebConfig } from './readWebConfig';

/** Site settings (SPEC section 3 "Web config", API-NOTES "Web config"). Switch values are 0/1 numbers or strings. */
export type Flag = number | string;

export interface WebConfig {
    basic: { favicon?: string; logoImgLight?: string; logoImgDark?: string; webName?: string; icp?: string; isp?: string; lang?: string };
    power: {
        realName?: Flag;
        bindMobile?: Flag;
        stopWork?: Flag;
        /** 0 open, 1 closed. */
        register?: Flag;
        registerCommon?: Flag;
        disabledCrud?: Flag;
        /** Designed: every administrator signs in with a second factor (one without it enrols after the password). */
        adminTotp?: Flag;
    };
    seo: { title?: string; keywords?: string; description?: string };
    contact: { mobile?: string; email?: string; qq?: string; company?: string; telegram?: string; skype?: string };
    agreement?: string;
    /** Exclusive modes supplied by the server: 'dm' dispatch, 'am' monitors. */
    exclusiveMode: string[];
    /** Channel switches, e.g. { paramKey: 'SMS_CONFIG_KEY', status: 1 }. */
    list: { paramKey: string; status: Flag }[];
    cdnConf: { siteUrl?: string; apiRootPath?: string; syncRegister?: Flag };
}

/** 1, '1' and true are on. */
export const isOn = (flag: unknown): boolean => flag === 1 || flag === '1' || flag === true;

/** Registration is switched off when power.register is 1. */
export const isRegisterClosed = (config: Pick<WebConfig, 'power'>): boolean => isOn(config.power.register);

const parseJson = (text: unknown): Record<string, unknown> => {
    if (text && typeof text === 'object') return text as Record<string, unknown>;
    if (typeof text !== 'string' || !text) return {};
    try {
        const value: unknown = JSON.parse(text);
        return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    } catch {
        return {};
    }
};

const objectOr = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const WEB_CONFIG_PATH = 'app/common/web/config';

/**
 * Reads GET app/common/web/config: the settings are the JSON of data.paramValue; exclusive_mode, list and cdnConf
 * are read inside `data`, then at the top level. Every page shows it, both consoles boot on it: what does not fit
 * is dropped (readWebConfig.ts), never passed on to the shell.
 */
export const parseWebConfig = (json: Envelope): WebConfig => {
    const data = objectOr(json.data);
    const pick = (name: string) => data[name] ?? json[name];
    const { basic, power, seo, contact, agreement } = parseJson(data.paramValue);
    return readWebConfig(
        { basic, power, seo, contact, agreement, exclusiveMode: pick('exclusive_mode'), list: pick('list'), cdnConf: pick('cdnConf') },
        WEB_CONFIG_PATH,
    );
};

/** Custom dataProvider calls: `useDataProvider<UserDataProvider>().getWebConfig()`. */
export const webConfigCalls = (http: HttpClient) => ({
    getWebConfig: async (): Promise<WebConfig> => parseWebConfig(await http.get(WEB_CONFIG_PATH)),
});
