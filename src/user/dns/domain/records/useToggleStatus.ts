import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { RECORD_STATUS, type DnsRecord } from '../../../../data/records/api';
import { useSingleFlight } from '../../../../ui/singleFlight';

const recordId = (record: DnsRecord) => record.id;

/**
 * Pauses an enabled record or enables a paused one, then refetches the record lists. Single-flight per record: a
 * second click on the same record's button while its call is in flight sends nothing (the rows have no state of
 * their own to disable it with). Stable across renders.
 */
export const useToggleStatus = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const toggle = useCallback(
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
    return useSingleFlight(toggle, recordId)[0];
};
