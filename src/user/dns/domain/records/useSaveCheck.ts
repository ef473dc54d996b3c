import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { checkChangeSet, type ChangeOp, type ChangeSetReport, type ZoneRecord } from '../../../../zone';
import type { Zone } from './RecordPageContext';
import { toPlanLimits, useDomainLimits } from './useDomainLimits';
import { zoneAround } from './zoneAround';

/**
 * Checks a change of one record against the zone before it is sent (the zone checks of every change set: a duplicate,
 * a CNAME beside other records or in a loop, the service's own apex NS, data below a delegation), reading only the
 * part of the zone those checks need, and against the domain's plan (its TTL, lines and types; the record count is the
 * server's to judge, the part read being smaller than the zone). A failed read checks the record on its own: the
 * server checks again.
 */
export const useSaveCheck = ({ domain_id, domain }: Zone) => {
    const dataProvider = useDataProvider();
    const domainLimits = useDomainLimits(domain_id);
    const limits = useMemo(() => {
        const plan = toPlanLimits(domainLimits);
        return plan && { ...plan, recordLimit: 0 };
    }, [domainLimits]);
    return useCallback(
        async (op: ChangeOp): Promise<ChangeSetReport> => {
            const known: ZoneRecord[] = op.op === 'add' ? [] : [op.before];
            let records = known;
            try {
                records = await zoneAround(dataProvider, { domain_id, domain }, op.op === 'delete' ? op.before : op.after, known);
            } catch {
                // the server checks again when the change is sent
            }
            return checkChangeSet({ name: domain, records }, [op], { limits });
        },
        [dataProvider, domain_id, domain, limits],
    );
};
