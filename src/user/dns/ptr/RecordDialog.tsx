import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { NumberInput, TextInput, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { DEFAULT_TTL } from '../../../validation/records';
import { prefixText, type ReversePrefix } from '../../../validation/ptr';
import type { PtrZone } from '../../../data/ptrZones/api';
import type { PtrRecord } from '../../../data/ptrRecords/api';
import { hostExample, previewPtrName, ptrRecordProblems } from './recordFields';
import { Form, SaveButton } from '../../../ui/singleFlight';

const NamePreview = ({ prefix }: { prefix: ReversePrefix }) => {
    const translate = useTranslate();
    const address: unknown = useWatch({ name: 'address' });
    const name = previewPtrName(address, prefix);
    return (
        <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }}
            data-testid="ptr-name-preview"
            aria-live="polite"
        >
            {translate('ptr.records.ptrName', { name: name ?? '—' })}
        </Typography>
    );
};

interface RecordDialogProps {
    zone: PtrZone;
    prefix: ReversePrefix;
    record?: PtrRecord;
    onClose: () => void;
}

/** Adds or edits a PTR record: the address (full, or the host part) checked against the zone, the target host name, TTL. */
export const RecordDialog = ({ zone, prefix, record, onClose }: RecordDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [create] = useCreate<PtrRecord>();
    const [update] = useUpdate<PtrRecord>();
    const zoneText = prefixText(prefix);

    const submit = async (values: FieldValues) => {
        const data = { zoneId: zone.id, address: String(values.address ?? '').trim(), target: String(values.target ?? '').trim(), ttl: Number(values.ttl) };
        try {
            if (record) await update('ptrRecord', { id: record.id, data, previousData: record }, { returnPromise: true, mutationMode: 'pessimistic' });
            else await create('ptrRecord', { data }, { returnPromise: true });
        } catch (error) {
            return { address: (error as Error)?.message || 'http.failed' };
        }
        notify('ptr.records.saved', { type: 'success' });
        onClose();
        return undefined;
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ptr-record-dialog-title">
            <DialogTitle id="ptr-record-dialog-title">
                {record ? translate('ptr.records.editTitle', { address: record.address }) : translate('ptr.records.addTitle')}
            </DialogTitle>
            <Form
                onSubmit={submit}
                record={record ? { address: record.address, target: record.target, ttl: record.ttl } : { address: '', target: '', ttl: DEFAULT_TTL }}
                validate={values => ptrRecordProblems(values, prefix)}
                mode="onSubmit"
                reValidateMode="onChange"
                noValidate
            >
                <DialogContent>
                    <TextInput
                        source="address"
                        label="ptr.records.address"
                        helperText={translate('ptr.records.addressHelp', { prefix: zoneText, example: hostExample(prefix) })}
                        autoFocus
                        fullWidth
                    />
                    <NamePreview prefix={prefix} />
                    <TextInput source="target" label="ptr.records.target" helperText="ptr.records.targetHelp" fullWidth />
                    <NumberInput source="ttl" label="ptr.records.ttl" step={1} fullWidth helperText={false} />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <SaveButton alwaysEnable />
                </DialogActions>
            </Form>
        </Dialog>
    );
};
