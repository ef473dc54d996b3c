import { BatchDeleteButton as SharedBatchDelete } from '../../../ui/BatchDeleteButton';

/** Deletes the selected blocked domains after a confirmation naming their count. */
export const BatchDeleteButton = () => (
    <SharedBatchDelete label="blacklist.domains.batchDelete" title="blacklist.domains.batchDeleteTitle" content="blacklist.domains.batchDeleteContent" />
);
