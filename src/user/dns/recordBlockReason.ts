import type { TranslateFunction } from 'react-admin';
import type { RecordBlock } from '../../data/domains/recordAccess';

/**
 * A record block (data/domains/recordAccess.ts) as a sentence in the language shown: the role's own reason when the
 * session's role closed it (useSubAccountReason), else the lock's or the licence's (naming the owner).
 */
export const recordBlockReason = (translate: TranslateFunction, block: RecordBlock, roleReason: string | null): string =>
    block.reason === 'licence'
        ? translate('recordAccess.licence', { account: block.owner })
        : block.reason === 'role' && roleReason
          ? roleReason
          : translate(`recordAccess.${block.reason}`);
