import { Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useCreate, useListContext, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { RecursiveSegment } from '../../../data/recursiveSegments';
import { SegmentFields } from './SegmentFields';
import { useSegmentDialog } from './SegmentDialogContext';
import { emptySegmentForm, formToDrafts, otherRows, segmentToForm, type SegmentFormValues } from './segmentForm';
import { segmentValidators } from './segmentValidators';
import { Form, SaveButton } from '../../../ui/singleFlight';
import { DialogCancelButton } from '../../../ui/DialogCancelButton';

const RESOURCE = 'recursiveSegments';

/**
 * Adds or edits IP segments in a dialog over the list. A failed save keeps the dialog open with everything
 * typed, shows the server's msg, and marks the IP field with it; success notifies and closes, and the list
 * refetches (react-admin invalidates the resource's lists after create and update).
 */
export const SegmentDialog = () => {
    const { state, close } = useSegmentDialog();
    const { data: records } = useListContext<RecursiveSegment>();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const translate = useTranslate();
    const notify = useNotify();
    const [create] = useCreate<RecursiveSegment>();
    const [update] = useUpdate<RecursiveSegment>();

    const editing = state?.mode === 'edit' ? state.record : undefined;
    const adding = state?.mode === 'add';
    const validators = segmentValidators(() => otherRows(records, editing));

    const save = async (values: SegmentFormValues) => {
        try {
            for (const draft of formToDrafts(values, adding)) {
                if (editing) {
                    await update(
                        RESOURCE,
                        { id: editing.id, data: { ...draft, id: editing.id }, previousData: editing },
                        { mutationMode: 'pessimistic', returnPromise: true },
                    );
                } else {
                    await create(RESOURCE, { data: draft }, { returnPromise: true });
                }
            }
        } catch (error) {
            const message = (error as Error)?.message || 'http.failed';
            notify(message, { type: 'error' });
            if (values.type === '2') return { type: message };
            return adding ? { segments: message } : { endIp: message };
        }
        notify(editing ? 'recursive.notify.updated' : 'recursive.notify.added', { type: 'success' });
        close();
        return undefined;
    };

    const titleId = 'recursive-segment-dialog-title';
    return (
        <Dialog open={state !== null} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            {state ? (
                <Form<SegmentFormValues>
                    defaultValues={editing ? segmentToForm(editing) : emptySegmentForm}
                    onSubmit={(values: Partial<SegmentFormValues>) => save(values as SegmentFormValues)}
                    resource={RESOURCE}
                    sanitizeEmptyValues={false}
                >
                    <DialogTitle id={titleId}>{translate(editing ? 'recursive.dialog.editTitle' : 'recursive.dialog.addTitle')}</DialogTitle>
                    <DialogContent sx={{ pb: 0 }}>
                        <SegmentFields adding={adding} validators={validators} />
                    </DialogContent>
                    <DialogActions sx={{ px: 3, pb: 2 }}>
                        <DialogCancelButton label="recursive.dialog.cancel" onClick={close} />
                        <SaveButton label="recursive.dialog.save" alwaysEnable />
                    </DialogActions>
                </Form>
            ) : null}
        </Dialog>
    );
};
