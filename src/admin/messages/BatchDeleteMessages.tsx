import { BatchDeleteButton } from '../../ui/BatchDeleteButton';
import { useRefreshAnnouncements } from './useRefreshAnnouncements';

/** The list's bulk action: deletes the selected messages after a confirmation counting them. */
export const BatchDeleteMessages = () => (
    <BatchDeleteButton
        label="adminMessages.delete.batch"
        title="adminMessages.delete.batchTitle"
        content="adminMessages.delete.batchContent"
        onDeleted={useRefreshAnnouncements()}
    />
);
