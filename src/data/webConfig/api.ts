import { safeImageUrl } from '../../format/safeUrl';
import type { Envelope, HttpClient } from '../../http/client';

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

const objectOr = <T>(value: unknown): T => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as T;

const IMAGE_FIELDS = new Set(['favicon', 'logoImgLight', 'logoImgDark']);

/** Reads GET app/common/web/config. exclusive_mode, list and cdnConf are read inside `data`, then at the top level. */
export const parseWebConfig = (json: Envelope): WebConfig => {
    const data = objectOr<Record<string, unknown>>(json.data);
    const pick = (name: string) => data[name] ?? json[name];
    const value = parseJson(data.paramValue);
    const exclusive = pick('exclusive_mode');
    const list = pick('list');
    const basic = objectOr<WebConfig['basic']>(value.basic);
    return {
        // the image addresses are used as img src / icon href: only addresses an image can use
        basic: Object.fromEntries(Object.entries(basic).map(([key, field]) => [key, IMAGE_FIELDS.has(key) ? safeImageUrl(field) : field])),
        power: objectOr(value.power),
        seo: objectOr(value.seo),
        contact: objectOr(value.contact),
        agreement: typeof value.agreement === 'string' ? value.agreement : undefined,
        exclusiveMode: Array.isArray(exclusive) ? exclusive.map(String) : typeof exclusive === 'string' && exclusive ? exclusive.split(',') : [],
        list: Array.isArray(list) ? (list as WebConfig['list']) : [],
        cdnConf: objectOr(pick('cdnConf')),
    };
};

/** Custom dataProvider calls: `useDataProvider<UserDataProvider>().getWebConfig()`. */
export const webConfigCalls = (http: HttpClient) => ({
    getWebConfig: async (): Promise<WebConfig> => parseWebConfig(await http.get('app/common/web/config')),
});
