import type { Identifier } from 'react-admin';
import { defineApi } from '../../dataProvider/defineApi';
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

/** The admin flavour's custom config calls, spread into its dataProvider. */
export const sysConfigCalls = (http: HttpClient) => ({
    /** Flips a parameter's status on the server. */
    toggleConfigStatus: async (id: Identifier): Promise<void> => {
        await http.get(`sys/config/update/status/${encodeURIComponent(String(id))}`);
    },
});

export type SysConfigCalls = ReturnType<typeof sysConfigCalls>;

export const isOn = (status: SysConfig['status']): boolean => Number(status) === 1;
