import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import { chartRange, pastPoints, type ChartPreset } from './chartRanges';
import { summarisePlans } from './planSummary';

/** The announcements and update-log entries a card shows (the update log pages on by this many). */
const NOTICE_LIMIT = 5;
const UPDATE_LOG_LIMIT = 4;
/** In-use plans read to find the nearest expiry. */
const PLAN_SCAN_SIZE = 100;

// one quiet retry: a card offers its own retry button after that
const once = { retry: 1 } as const;

/** Each card its own query: they load in parallel, and one failing leaves the others alone. */
export const useOverview = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({ queryKey: ['dashboard', 'overview'], queryFn: () => dataProvider.getOverview(), ...once });
};

export const usePlans = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({
        queryKey: ['dashboard', 'plans'],
        queryFn: async () => {
            const [inUse, expired] = await Promise.all([
                dataProvider.getPlans({ mode: 1, page: 1, perPage: PLAN_SCAN_SIZE }),
                dataProvider.getPlans({ mode: 3, page: 1, perPage: 1 }),
            ]);
            return summarisePlans(inUse, expired);
        },
        ...once,
    });
};

/** The query chart over every domain of the user: queryStats' call with `domain` empty. */
export const useUserChart = (preset: ChartPreset) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({
        queryKey: ['dashboard', 'chart', preset],
        // hours still to come today are not zero queries: they are not drawn
        queryFn: async () => pastPoints(await dataProvider.getQueryChart({ domain: '', ...chartRange(preset) })),
        ...once,
    });
};

export const useNotices = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useQuery({ queryKey: ['dashboard', 'notices', NOTICE_LIMIT], queryFn: () => dataProvider.getNotices(NOTICE_LIMIT), ...once });
};

/** The update log, a page at a time ("show older updates" loads the next). */
export const useUpdateLog = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return useInfiniteQuery({
        queryKey: ['dashboard', 'updateLog', UPDATE_LOG_LIMIT],
        queryFn: ({ pageParam }) => dataProvider.getUpdateLog(pageParam, UPDATE_LOG_LIMIT),
        initialPageParam: 1,
        getNextPageParam: (last, pages) => (pages.length * UPDATE_LOG_LIMIT < last.total && last.list.length > 0 ? pages.length + 1 : undefined),
        ...once,
    });
};
