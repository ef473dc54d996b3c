import type { Identifier } from 'react-admin';
import { defineApi, listResult, oneResult } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';

/** A system parameter (SPEC section 3, System config record). */
export interface SysConfig {
    id: Identifier;
    paramKey: string;
    /** JSON text. */
    paramValue: string;
    remark?: string;
    /** 1 on, 0 off (numbers or numeric strings). */
    status?: number | string;
}

const body = ({ id, paramKey, remark, paramValue, status }: Partial<SysConfig>) => ({ id, paramKey, remark, paramValue, status });

export const sysConfigApi = defineApi<SysConfig>({
    list: { path: 'sys/config/list' },
    one: { path: id => `sys/config/info/${id}` }, // answers `config`
    create: { path: 'sys/config/save', params: body },
    update: { path: 'sys/config/update', params: body },
    delete: { path: 'sys/config/delete' },
});

/** A system parameter whose paramValue is read as an object: the settings forms (CDN check, SMS, mail, web). */
export interface ConfigParam<V> {
    record: SysConfig;
    value: V;
}

/** paramValue as an object; anything else (empty, not JSON, not an object) reads as {}. */
const parseParamValue = <V extends object>(text: unknown): Partial<V> => {
    if (text && typeof text === 'object') return text as Partial<V>;
    try {
        const value: unknown = JSON.parse(String(text ?? ''));
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<V>) : {};
    } catch {
        return {};
    }
};

/** Which parameter: by id (`sys/config/info/{id}`) or by key (`sys/config/info2/{paramKey}`). */
export type ParamRef = { id: Identifier } | { paramKey: string };

const paramPath = (ref: ParamRef) =>
    'id' in ref ? `sys/config/info/${encodeURIComponent(String(ref.id))}` : `sys/config/info2/${encodeURIComponent(ref.paramKey)}`;

/** The admin flavour's custom config calls, spread into its dataProvider. */
export const sysConfigCalls = (http: HttpClient) => ({
    /** One parameter with its paramValue parsed (the answer's `config`, or `data`). */
    getConfigParam: async <V extends object>(ref: ParamRef): Promise<ConfigParam<Partial<V>>> => {
        const record = oneResult<SysConfig>(await http.get(paramPath(ref)));
        return { record, value: parseParamValue<V>(record.paramValue) };
    },
    /**
     * Saves a parameter by key, creating it on first save: found with sys/config/list, then sys/config/update
     * (id, remark and status kept) or sys/config/save (status on, the given remark).
     */
    saveConfigParamByKey: async (paramKey: string, value: object, remark: string): Promise<void> => {
        const { data } = listResult<SysConfig>(await http.post('sys/config/list', { page: 1, limit: 100, paramKey }));
        const record = data.find(row => row.paramKey === paramKey);
        const paramValue = JSON.stringify(value);
        if (record) await http.post('sys/config/update', body({ ...record, paramValue }));
        else await http.post('sys/config/save', body({ paramKey, remark, status: 1, paramValue }));
    },
    /** Saves a parameter's value as paramValue JSON through sys/config/update (id, paramKey, remark kept). */
    saveConfigParam: async <V extends object>(record: SysConfig, value: V): Promise<void> => {
        await http.post('sys/config/update', body({ ...record, paramValue: JSON.stringify(value) }));
    },
    /** Flips a parameter's status on the server. */
    toggleConfigStatus: async (id: Identifier): Promise<void> => {
        await http.get(`sys/config/update/status/${encodeURIComponent(String(id))}`);
    },
});

export type SysConfigCalls = ReturnType<typeof sysConfigCalls>;

export const isOn = (status: SysConfig['status']): boolean => Number(status) === 1;
