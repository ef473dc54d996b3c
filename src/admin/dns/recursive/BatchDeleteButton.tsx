import { BatchDeleteButton as SharedBatchDelete } from '../../../ui/BatchDeleteButton';
import { LockHint } from './LockHint';
import { useRecursionLock } from './useRecursiveStatus';

/** Deletes the selected segments after a confirmation; disabled while recursion is off (SPEC section 4). */
export const BatchDeleteButton = () => {
    const { locked, hint } = useRecursionLock();
    return (
        <SharedBatchDelete
            label="recursive.segments.batchDelete"
            title="recursive.segments.batchDeleteTitle"
            content="recursive.segments.batchDeleteContent"
            disabled={locked}
            wrap={button => <LockHint hint={hint}>{button}</LockHint>}
        />
    );
};
