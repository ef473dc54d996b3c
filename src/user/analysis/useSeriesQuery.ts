import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import type { TimeBounds } from '../../format/dateRange';
import type { AnalysisGroup, Series } from '../../data/analysis/api';
import { totalSeries } from './shaping';

export type QueryGroup = 'total' | AnalysisGroup;
export const QUERY_GROUPS: readonly QueryGroup[] = ['total', 'type', 'domain'];

/** The series of the query screen: the total through the known chart call, the breakdowns through the analysis call. */
export const useSeriesQuery = (group: QueryGroup, domain: string, bounds: TimeBounds) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const translate = useTranslate();
    return useQuery({
        queryKey: ['analysisSeries', group, domain, bounds.startTime, bounds.endTime],
        queryFn: async (): Promise<Series[]> =>
            group === 'total'
                ? totalSeries(translate('analysis.count'), await dataProvider.getQueryChart({ domain, ...bounds }))
                : dataProvider.getAnalysisSeries({ domain, ...bounds, groupBy: group }),
    });
};
