import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFormState } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { normaliseRecordValue } from '../../../../validation/records';
import type { ValidationError } from '../../../../validation/messages';
import { contentOf, sameContent, zoneRecordOf, type ChangeOp, type ChangeSet } from '../../../../zone';
import { refusalOfOne, useApplyChangeSet } from '../../changeSets/useApplyChangeSet';
import { problemField } from './problemField';
import { emptyRecordForm, formToRecord, recordToForm, type RecordFormValues } from './recordForm';
import { RecordFields } from './RecordFields';
import { useRecordEditor, useRecordPageActions } from './RecordPageContext';
import { useJustWritten } from './justWritten';
import { SaveWarningDialog, type SaveWarning } from './SaveWarningDialog';
import { useSaveCheck } from './useSaveCheck';
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
 * Adds or edits one record in a dialog over the table (full screen on a phone). A save is a change set of one
 * (source 'dialog'; an edit carries the record as listed, so a change since is seen), checked against the part of
 * the zone it concerns: a refusal (a duplicate, a CNAME beside other records or in a loop, the apex NS) shows at the
 * field and nothing is sent; a warning (a record below a delegation) asks first. It is applied atomically; a server
 * refusal shows its msg at the field and keeps the dialog open with everything typed. Neither a click beside the
 * dialog nor Esc closes it.
 */
export const RecordEditorDialog = ({ defaultTtl }: { defaultTtl?: number }) => {
    const { state, close } = useRecordEditor();
    const { zone } = useRecordPageActions();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const translate = useTranslate();
    const notify = useNotify();
    const check = useSaveCheck(zone);
    const { apply } = useApplyChangeSet({ atomic: true });
    const { markWritten } = useJustWritten();
    const [warning, setWarning] = useState<(SaveWarning & { answer: (save: boolean) => void }) | null>(null);
    const editing = state?.mode === 'edit' ? state.record : undefined;
    const pristine = useRef(true);

    const atField = (problem: ValidationError) => ({ [problemField(problem.message)]: translate(problem.message, { _: problem.message, ...problem.args }) });
    const confirmWarnings = (ops: ChangeOp[], warnings: SaveWarning['warnings']) =>
        new Promise<boolean>(resolve =>
            setWarning({
                ops,
                warnings,
                answer: save => {
                    setWarning(null);
                    resolve(save);
                },
            }),
        );

    const save = async (values: RecordFormValues) => {
        const after = contentOf(formToRecord(values, zone, normaliseRecordValue, editing));
        const op: ChangeOp = editing ? { op: 'update', before: zoneRecordOf(editing), after } : { op: 'add', after };
        if (op.op === 'update' && sameContent(op.before, after)) {
            close();
            return undefined;
        }
        const report = await check(op);
        if (report.refused.length) return atField(report.refused[0].problem);
        // declined: the dialog stays as it is, nothing sent
        if (report.warnings.length && !(await confirmWarnings([op], report.warnings))) return {};
        const set: ChangeSet = { ...zone, source: 'dialog', ops: [op] };
        const outcome = await apply(set);
        const refusal = refusalOfOne(outcome);
        if (refusal) {
            const problem = { message: refusal, args: {} };
            notify(translate(problem.message, { _: problem.message }), { type: 'error' });
            return atField(problem);
        }
        notify(editing ? 'records.notify.updated' : 'records.notify.added', { type: 'success' });
        const writtenId = outcome.recordIds.get(0) ?? editing?.id;
        if (writtenId) markWritten(writtenId, { ...editing, ...after });
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
            <SaveWarningDialog warning={warning} onAnswer={save => warning?.answer(save)} />
        </Dialog>
    );
};
