import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { recordBlock, recordBlocksByName } from '../../../../data/domains/recordAccess';
import { recordBlockReason } from '../../recordBlockReason';
import { useSubAccountClosure } from '../../subAccountReason';
import { useUserDomains } from './useUserDomains';

/** Why this session may not change a domain's records (by name, any case), in the language shown; null when it may. */
export type ClosedReason = (domain: string) => string | null;

/**
 * The record rule (recordBlock) over every domain of the user, for the pages that change records on many domains
 * at once: their pickers show a closed domain disabled with the reason, and their runs refuse it without sending.
 * A sub-account's role that does not change records closes every domain; a name the user does not hold is not
 * closed here (the server answers for it).
 */
export const useRecordBlocks = (): ClosedReason => {
    const translate = useTranslate();
    const { data } = useUserDomains();
    const role = useSubAccountClosure('records');
    const closedToRole = role.reason !== null && !role.checking;
    const blocks = useMemo(() => recordBlocksByName(data ?? [], closedToRole ? { changeRecords: false } : undefined), [data, closedToRole]);
    return useCallback(
        (domain: string) => {
            const block = blocks.get(domain.toLowerCase()) ?? (closedToRole ? recordBlock({ locked: 0 }, { changeRecords: false }) : null);
            // while the role is not known yet, a domain's own reason first, else "checking"
            return block ? recordBlockReason(translate, block, role.reason) : role.reason;
        },
        [blocks, closedToRole, role.reason, translate],
    );
};
