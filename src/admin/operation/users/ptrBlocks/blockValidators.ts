import { assignmentProblem, parseBlock, type AccountBlock, type BlockProblem } from '../../../../data/ptrZones/blocks';

/**
 * The block field's check before sending, by the rule module the server uses: a network prefix of the lengths
 * allowed, and neither the same as nor overlapping one of the account's blocks listed. Another account's blocks
 * are not known here: the server refuses those, naming the account.
 */
export const validateNewBlock =
    (userId: number, listed: () => readonly Pick<AccountBlock, 'userId' | 'block'>[]) =>
    (value: unknown): BlockProblem | undefined => {
        const parsed = parseBlock(String(value ?? ''));
        if ('error' in parsed) return parsed.error;
        return assignmentProblem(parsed.block, userId, listed(), () => '');
    };
