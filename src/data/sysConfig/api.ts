import type { Identifier } from 'react-admin';
import * as v from 'valibot';
import { flag, id, optionalText, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, oneResult } from '../../dataProvider/defineApi';
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

const PATHS = { list: 'sys/config/list', save: 'sys/config/save', update: 'sys/config/update' } as const;

/** paramValue is JSON text; one the server sent as an object already is written back as its JSON. */
const paramValue = v.union([
    v.pipe(
        v.record(v.string(), v.unknown()),
        v.transform(value => JSON.stringify(value)),
    ),
    text,
]);

/** How a parameter is read (dataProvider/answers.ts). */
const sysConfigRecord: RecordSchema<SysConfig> = row({ id, paramKey: text, paramValue, remark: optionalText, status: flag });

/** The parameters found before a save by key: none, or a list of records; anything else and the save cannot tell whether to add one. */
const searched = row({ list: v.nullish(v.array(sysConfigRecord), []) });

const body = ({ id, paramKey, remark, paramValue, status }: Partial<SysConfig>) => ({ id, paramKey, remark, paramValue, status });

export const sysConfigApi = defineApi<SysConfig>({
    record: sysConfigRecord,
    list: { path: PATHS.list },
    one: { path: id => `sys/config/info/${id}` }, // answers `config`
    create: { path: PATHS.save, params: body },
    update: { path: PATHS.update, params: body },
    delete: { path: 'sys/config/delete' },
});

/** A system parameter whose paramValue is read as an object: the settings forms (CDN check, SMS, mail, web). */
export interface ConfigParam<V> {
    record: SysConfig;
    value: V;
}

/** paramValue as an object; anything else (empty, not JSON, not an object) reads as {}. */
const parseParamValue = <V extends object>(json: string): Partial<V> => {
    try {
        const value: unknown = JSON.parse(json);
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
        const path = paramPath(ref);
        const record = readAnswer(sysConfigRecord, oneResult(await http.get(path)), path);
        return { record, value: parseParamValue<V>(record.paramValue) };
    },
    /**
     * Saves a parameter by key, creating it on first save: found with sys/config/list, then sys/config/update
     * (id, remark and status kept) or sys/config/save (status on, the given remark).
     */
    saveConfigParamByKey: async (paramKey: string, value: object, remark: string): Promise<void> => {
        const json = await http.post(PATHS.list, { page: 1, limit: 100, paramKey });
        const { list: rows } = readAnswer(searched, json.page ?? json.data ?? {}, PATHS.list);
        const record = rows.find(row => row.paramKey === paramKey);
        const paramValue = JSON.stringify(value);
        if (record) await http.post(PATHS.update, body({ ...record, paramValue }));
        else await http.post(PATHS.save, body({ paramKey, remark, status: 1, paramValue }));
    },
    /** Saves a parameter's value as paramValue JSON through sys/config/update (id, paramKey, remark kept). */
    saveConfigParam: async <V extends object>(record: SysConfig, value: V): Promise<void> => {
        await http.post(PATHS.update, body({ ...record, paramValue: JSON.stringify(value) }));
    },
    /** Flips a parameter's status on the server. */
    toggleConfigStatus: async (id: Identifier): Promise<void> => {
        await http.get(`sys/config/update/status/${encodeURIComponent(String(id))}`);
    },
});

export type SysConfigCalls = ReturnType<typeof sysConfigCalls>;

export const isOn = (status: SysConfig['status']): boolean => Number(status) === 1;
