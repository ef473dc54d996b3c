import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { Button, useDelete, useNotify, useRecordContext } from 'react-admin';
import { useRefreshAnnouncements } from './useRefreshAnnouncements';
import type { AdminMessage } from '../../data/adminMessages/api';
import { Confirm } from '../../ui/singleFlight';

/** Deletes the row's message after a confirmation naming its title (it is withdrawn from the inboxes too). */
export const DeleteMessageButton = () => {
    const record = useRecordContext<AdminMessage>();
    const notify = useNotify();
    const refreshAnnouncements = useRefreshAnnouncements();
    const [open, setOpen] = useState(false);
    const [remove, { isPending }] = useDelete<AdminMessage>();
    if (!record) return null;

    const confirm = async () => {
        try {
            await remove('adminMessage', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
            notify('common.done.deleted', { type: 'success' });
            refreshAnnouncements();
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        } finally {
            setOpen(false);
        }
    };

    return (
        <>
            <Button label="adminMessages.delete.action" color="error" onClick={() => setOpen(true)}>
                <DeleteIcon />
            </Button>
            <Confirm
                isOpen={open}
                loading={isPending}
                title="adminMessages.delete.title"
                content="adminMessages.delete.content"
                contentTranslateOptions={{ title: record.title }}
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
