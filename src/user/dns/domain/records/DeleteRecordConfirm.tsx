import { useNotify } from 'react-admin';
import { zoneRecordOf } from '../../../../zone';
import { recordLabel } from './recordLabel';
import { useRecordDelete, useRecordPageActions } from './RecordPageContext';
import { useRowChange } from './useRowChange';
import { Confirm } from '../../../../ui/singleFlight';

/** One confirmation for the whole table, naming the record the user asked to delete: a change set of one delete. */
export const DeleteRecordConfirm = () => {
    const { record, close } = useRecordDelete();
    const { zone } = useRecordPageActions();
    const notify = useNotify();
    const change = useRowChange();
    const confirm = async () => {
        if (!record) return;
        try {
            const refusal = await change(zone, { op: 'delete', before: zoneRecordOf(record) });
            if (refusal) notify(refusal, { type: 'error' });
            else notify('records.notify.deleted', { type: 'success' });
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        } finally {
            close();
        }
    };
    return (
        <Confirm
            isOpen={record !== null}
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
