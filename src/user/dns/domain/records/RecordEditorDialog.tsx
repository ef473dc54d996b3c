import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, type RefObject } from 'react';
import { useFormState } from 'react-hook-form';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { normaliseRecordValue } from '../../../../validation/records';
import type { DnsRecord } from '../../../../data/records/api';
import { emptyRecordForm, formToRecord, recordToForm, type RecordFormValues } from './recordForm';
import { RecordFields } from './RecordFields';
import { useRecordEditor, useRecordPageActions } from './RecordPageContext';
import { useConflictCheck } from './useConflictCheck';
import { useJustWritten } from './justWritten';
import { Form, SaveButton } from '../../../../ui/singleFlight';

const RESOURCE = 'record';
const titleId = 'record-editor-title';

/** Keeps `pristineRef` true while the form holds nothing typed (read by the dialog, outside the form, on Esc). */
const TrackPristine = ({ pristineRef }: { pristineRef: RefObject<boolean> }) => {
    const { isDirty } = useFormState();
    useEffect(() => {
        pristineRef.current = !isDirty;
    }, [isDirty, pristineRef]);
    return null;
};

/**
 * Adds or edits one record in a dialog over the table (full screen on a phone). Before sending, the record is
 * checked against every record of the same host on the server for a duplicate or a CNAME
 * conflict: the message shows at the field and nothing is sent. A server refusal shows its msg at the value
 * and keeps the dialog open with everything typed. Neither a click beside the dialog nor Esc closes it.
 */
export const RecordEditorDialog = ({ defaultTtl }: { defaultTtl?: number }) => {
    const { state, close } = useRecordEditor();
    const { zone } = useRecordPageActions();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const translate = useTranslate();
    const notify = useNotify();
    const [create] = useCreate<DnsRecord>();
    const [update] = useUpdate<DnsRecord>();
    const findConflictFor = useConflictCheck(zone);
    const { markWritten } = useJustWritten();
    const editing = state?.mode === 'edit' ? state.record : undefined;
    const pristine = useRef(true);

    const save = async (values: RecordFormValues) => {
        const record = formToRecord(values, zone, normaliseRecordValue, editing);
        const conflict = await findConflictFor(record);
        if (conflict) {
            const message = translate(conflict.message, { _: conflict.message, ...conflict.args });
            return conflict.field === 'top' ? { top: message } : { value: message };
        }
        let saved: DnsRecord | void;
        try {
            if (editing) {
                saved = await update(RESOURCE, { id: editing.id, data: record, previousData: editing }, { mutationMode: 'pessimistic', returnPromise: true });
            } else {
                saved = await create(RESOURCE, { data: record }, { returnPromise: true });
            }
        } catch (error) {
            const message = translate((error as Error)?.message || 'http.failed', { _: (error as Error)?.message });
            notify(message, { type: 'error' });
            return { value: message };
        }
        notify(editing ? 'records.notify.updated' : 'records.notify.added', { type: 'success' });
        const savedId = saved?.id ?? editing?.id;
        if (savedId !== undefined) markWritten(Number(savedId), { ...record, ...saved });
        close();
        return undefined;
    };

    return (
        // a click beside the dialog (backdropClick) or Esc on a half-typed record would throw it away: only Cancel,
        // a save, or Esc on an untouched form closes it
        <Dialog
            open={state !== null}
            onClose={(_event, reason) => {
                if (reason === 'escapeKeyDown' && pristine.current) close();
            }}
            fullScreen={fullScreen}
            fullWidth
            maxWidth="sm"
            aria-labelledby={titleId}
        >
            {state ? (
                <Form<RecordFormValues>
                    defaultValues={editing ? recordToForm(editing) : emptyRecordForm(defaultTtl)}
                    onSubmit={(values: Partial<RecordFormValues>) => save(values as RecordFormValues)}
                    resource={RESOURCE}
                    sanitizeEmptyValues={false}
                    mode="onBlur"
                    reValidateMode="onChange"
                >
                    <TrackPristine pristineRef={pristine} />
                    <DialogTitle id={titleId}>{translate(editing ? 'records.editor.editTitle' : 'records.editor.addTitle')}</DialogTitle>
                    <DialogContent sx={{ pb: 0 }}>
                        <RecordFields domainId={zone.domain_id} domain={zone.domain} editing={editing} />
                    </DialogContent>
                    <DialogActions sx={{ px: 3, pb: 2 }}>
                        {/* MUI's button: react-admin's shows only its icon on a phone, and this one has none */}
                        <Button onClick={close}>{translate('records.editor.cancel')}</Button>
                        <SaveButton label="records.editor.save" alwaysEnable />
                    </DialogActions>
                </Form>
            ) : null}
        </Dialog>
    );
};
