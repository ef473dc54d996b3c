import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { RECORD_STATUS, type DnsRecord } from '../../../../data/records/api';
import { zoneRecordOf } from '../../../../zone';
import { useSingleFlight } from '../../../../ui/singleFlight';
import type { Zone } from './RecordPageContext';
import { useRowChange } from './useRowChange';

const recordId = (record: DnsRecord) => record.id;

/**
 * Pauses an enabled record or enables a paused one: a change set of one (an update of its status, the record as
 * listed as its `before`), then the record lists are read afresh. Single-flight per record: a second click on the
 * same record's button while its change is in flight sends nothing (the rows have no state of their own to disable
 * it with). Stable across renders.
 */
export const useToggleStatus = ({ domain_id, domain }: Zone) => {
    const notify = useNotify();
    const change = useRowChange();
    const toggle = useCallback(
        async (record: DnsRecord) => {
            const pausing = record.status !== RECORD_STATUS.paused;
            const before = zoneRecordOf(record);
            try {
                const refusal = await change({ domain_id, domain }, { op: 'update', before, after: { ...before, status: pausing ? 3 : 1 } });
                if (refusal) notify(refusal, { type: 'error' });
                else notify(pausing ? 'records.notify.paused' : 'records.notify.enabled', { type: 'success' });
            } catch (error) {
                notify((error as Error)?.message || 'http.failed', { type: 'error' });
            }
        },
        [change, notify, domain_id, domain],
    );
    return useSingleFlight(toggle, recordId)[0];
};
