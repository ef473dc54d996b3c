import { useDelete, useNotify } from 'react-admin';
import { recordLabel } from './recordLabel';
import { useRecordDelete } from './RecordPageContext';
import { Confirm } from '../../../../ui/singleFlight';

/** One confirmation for the whole table, naming the record the user asked to delete. */
export const DeleteRecordConfirm = () => {
    const { record, close } = useRecordDelete();
    const notify = useNotify();
    const [remove, { isPending }] = useDelete();
    const confirm = async () => {
        if (!record) return;
        try {
            await remove('record', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
            notify('records.notify.deleted', { type: 'success' });
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        } finally {
            close();
        }
    };
    return (
        <Confirm
            isOpen={record !== null}
            loading={isPending}
            title="records.deleteOne.title"
            content="records.deleteOne.content"
            translateOptions={{ name: record ? recordLabel(record) : '' }}
            contentTranslateOptions={{ name: record ? recordLabel(record) : '' }}
            confirmColor="warning"
            onConfirm={confirm}
            onClose={close}
        />
    );
};
