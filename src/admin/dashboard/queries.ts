import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import type { ChartRange, ChartType } from '../../data/adminOverview/api';
import { updatePollInterval } from './updateProgress';

// one quiet retry: a card offers its own retry button after that
const once = { retry: 1 } as const;

export const ADMIN_KEYS = {
    figures: ['adminDashboard', 'figures'],
    system: ['adminDashboard', 'system'],
    version: ['adminDashboard', 'version'],
    update: ['adminDashboard', 'update'],
} as const;

/** Each panel its own query: they load in parallel, and one failing leaves the others alone. */
export const useAdminFigures = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    return useQuery({ queryKey: ADMIN_KEYS.figures, queryFn: () => dataProvider.getAdminFigures(), ...once });
};

export const useSystemInfo = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    return useQuery({ queryKey: ADMIN_KEYS.system, queryFn: () => dataProvider.getSystemInfo(), ...once });
};

export const useAdminChart = (type: ChartType, range: ChartRange) => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    return useQuery({ queryKey: ['adminDashboard', 'chart', type, range], queryFn: () => dataProvider.getAdminChart(type, range), ...once });
};

export const useVersionData = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    return useQuery({ queryKey: ADMIN_KEYS.version, queryFn: () => dataProvider.getVersionData(), ...once });
};

/** The update's status: read once on arrival (an update may be under way), then polled while it runs. */
export const useUpdateStatus = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    return useQuery({
        queryKey: ADMIN_KEYS.update,
        queryFn: () => dataProvider.getUpdateStatus(),
        refetchInterval: query => updatePollInterval(query.state.data),
        ...once,
    });
};
