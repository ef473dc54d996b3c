import { Switch } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate, type DataProvider, type GetListResult } from 'react-admin';
import { isOn, type SysConfig, type SysConfigCalls } from '../../../data/sysConfig/api';
import { useMutation } from '../../../ui/singleFlight';

const LIST_KEY = { queryKey: ['config', 'getList'] };

/** The status as a switch in the list row: flips at once, calls toggleConfigStatus, rolls back on error. */
export const StatusToggle = () => {
    const record = useRecordContext<SysConfig>();
    const dataProvider = useDataProvider<DataProvider & SysConfigCalls>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const translate = useTranslate();

    const setStatus = (id: SysConfig['id'], status: number) =>
        queryClient.setQueriesData<GetListResult<SysConfig>>(LIST_KEY, result =>
            result ? { ...result, data: result.data.map(item => (item.id === id ? { ...item, status } : item)) } : result,
        );

    const { mutate, isPending } = useMutation({
        mutationFn: (id: SysConfig['id']) => dataProvider.toggleConfigStatus(id),
        onMutate: async (id: SysConfig['id']) => {
            await queryClient.cancelQueries(LIST_KEY);
            const snapshot = queryClient.getQueriesData<GetListResult<SysConfig>>(LIST_KEY);
            setStatus(id, isOn(record?.status) ? 0 : 1);
            return { snapshot };
        },
        onError: (error: Error, _id, context) => {
            context?.snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
            notify(error.message || 'http.failed', { type: 'error' });
        },
        onSuccess: () => notify('sysConfig.statusChanged', { type: 'success' }),
        onSettled: () => queryClient.invalidateQueries(LIST_KEY),
    });

    if (!record) return null;
    return (
        <Switch
            size="small"
            checked={isOn(record.status)}
            disabled={isPending}
            onClick={event => event.stopPropagation()}
            onChange={() => mutate(record.id)}
            slotProps={{ input: { 'aria-label': `${translate('resources.config.fields.status')} ${record.paramKey}` } }}
        />
    );
};
