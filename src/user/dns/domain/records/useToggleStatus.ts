import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { RECORD_STATUS, type DnsRecord } from '../../../../data/records/api';

/** Pauses an enabled record or enables a paused one, then refetches the record lists. Stable across renders. */
export const useToggleStatus = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const queryClient = useQueryClient();
    return useCallback(
        async (record: DnsRecord) => {
            const pausing = record.status !== RECORD_STATUS.paused;
            try {
                await dataProvider.setRecordStatus([record.id], pausing ? RECORD_STATUS.paused : RECORD_STATUS.on);
                notify(pausing ? 'records.notify.paused' : 'records.notify.enabled', { type: 'success' });
            } catch (error) {
                notify((error as Error)?.message || 'http.failed', { type: 'error' });
            }
            await queryClient.invalidateQueries({ queryKey: ['record'] });
        },
        [dataProvider, notify, queryClient],
    );
};
