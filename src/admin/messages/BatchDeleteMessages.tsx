import { BatchDeleteButton } from '../../ui/BatchDeleteButton';
import { useRefreshAnnouncements } from './useRefreshAnnouncements';

/** The list's bulk action: deletes the selected messages after a confirmation counting them. */
export const BatchDeleteMessages = () => (
    <BatchDeleteButton
        label="adminMessageForm.delete.batch"
        title="adminMessageForm.delete.batchTitle"
        content="adminMessageForm.delete.batchContent"
        onDeleted={useRefreshAnnouncements()}
    />
);
