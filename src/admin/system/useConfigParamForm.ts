import { useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import type { ConfigParam, ParamRef } from '../../data/sysConfig/api';

type Value = Record<string, unknown>;

/** The react-query key of one parameter's form. */
const configParamKey = (ref: ParamRef) => ['sysConfig', 'param', 'id' in ref ? String(ref.id) : ref.paramKey] as const;

/**
 * A SettingsForm over one system parameter (sys/config/info/{id} or info2/{paramKey}, saved through
 * sys/config/update): the query key, `load` (paramValue -> form) and `save` (form -> paramValue). What was
 * stored is kept here, not in the form, so secrets the form leaves empty and keys it does not edit survive a save.
 */
export const useConfigParamForm = <F extends Value, V extends object = Value>(
    ref: ParamRef,
    toForm: (value: Partial<V>) => F,
    toValue: (form: F, stored: Partial<V>) => V,
) => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const stored = useRef<ConfigParam<Partial<V>> | null>(null);

    const load = async (): Promise<F> => {
        const param = await dataProvider.getConfigParam<V>(ref);
        stored.current = param;
        return toForm(param.value);
    };

    const save = async (form: F): Promise<void> => {
        const param = stored.current ?? (await dataProvider.getConfigParam<V>(ref));
        const value = toValue(form, param.value);
        await dataProvider.saveConfigParam(param.record, value);
        stored.current = { record: { ...param.record, paramValue: JSON.stringify(value) }, value };
    };

    return { queryKey: configParamKey(ref), load, save };
};
