import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { applyChangeSet } from '../../../../data/changeSets/applyChangeSet';
import type { ChangeOp } from '../../../../zone';
import { refusalOfOne, useRefreshZone } from '../../changeSets/useApplyChangeSet';
import type { UserDataProvider } from '../../../dataProvider';
import type { Zone } from './RecordPageContext';

/**
 * A row's action (pause, enable, delete) as a change set of one (source 'row'), applied atomically; the record lists
 * and the history are read afresh. Resolves with the refusal's reason, or undefined once applied. Stable.
 */
export const useRowChange = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const refreshZone = useRefreshZone();
    return useCallback(
        async (zone: Zone, op: ChangeOp): Promise<string | undefined> => {
            const outcome = await applyChangeSet(dataProvider, { ...zone, source: 'row', ops: [op] }, { atomic: true });
            if (outcome.applied.length) await refreshZone();
            return refusalOfOne(outcome);
        },
        [dataProvider, refreshZone],
    );
};
