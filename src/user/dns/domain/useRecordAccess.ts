import { useTranslate } from 'react-admin';
import { recordBlock, type RecordBlock, type SessionRecordRights } from '../../../data/domains/recordAccess';
import { recordBlockReason } from '../recordBlockReason';
import { useSubAccountClosure } from '../subAccountReason';
import { useDomain } from './useDomain';

export interface RecordAccess {
    /** Whether this session can change the records of the page's domain. */
    canChange: boolean;
    /** Why not, in the language shown; null when it can. */
    reason: string | null;
    block: RecordBlock | null;
}

/**
 * Can this session change the records of the domain the page is about: the domain's lock and licence rights, and
 * the session's own rights (a sub-account's role). Every record control asks this one hook; while the domain
 * loads, nothing is closed (the server still refuses what it must); while the session's role is not known yet,
 * everything is, with the domain's own reason when it has one.
 */
export const useRecordAccess = (): RecordAccess => {
    const translate = useTranslate();
    const { data: domain } = useDomain();
    const role = useSubAccountClosure('records');
    const session: SessionRecordRights | undefined = role.reason && !role.checking ? { changeRecords: false } : undefined;
    const block = domain ? recordBlock(domain, session) : session ? recordBlock({ locked: 0 }, session) : null;
    if (block) return { canChange: false, reason: recordBlockReason(translate, block, role.reason), block };
    if (role.checking) return { canChange: false, reason: role.reason, block: { reason: 'role' } };
    return { canChange: true, reason: null, block };
};
