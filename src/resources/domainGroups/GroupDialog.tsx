import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, NumberInput, SaveButton, TextInput, maxLength, minValue, required, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { DomainGroup } from './api';

const validateName = [required(), maxLength(50)];
const validateWeight = [minValue(0)];

/**
 * Adds a group or edits one (name required, sort, remark). A refusal (分组名称已存在) shows its msg at the name
 * and keeps what was typed.
 */
export const GroupDialog = ({ group, onClose }: { group?: DomainGroup; onClose: () => void }) => {
    const translate = useTranslate();
    const provider = useDataProvider();
    const notify = useNotify();
    const refresh = useRefresh();

    const submit = async (values: FieldValues) => {
        const data = { name: String(values.name ?? '').trim(), weight: Number(values.weight ?? 0), remark: String(values.remark ?? '').trim() };
        try {
            if (group) await provider.update<DomainGroup>('domainGroup', { id: group.id, data, previousData: group });
            else await provider.create<DomainGroup>('domainGroup', { data });
        } catch (error) {
            return { name: (error as Error)?.message || 'http.failed' };
        }
        notify('domains.groups.saved', { type: 'success' });
        refresh();
        onClose();
        return undefined;
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="group-dialog-title">
            <DialogTitle id="group-dialog-title">
                {group ? translate('domains.groups.editTitle', { name: group.name }) : translate('domains.groups.addTitle')}
            </DialogTitle>
            <Form
                onSubmit={submit}
                record={group ?? { name: '', weight: 0, remark: '' }}
                mode="onSubmit"
                reValidateMode="onChange"
                noValidate
            >
                <DialogContent>
                    <TextInput source="name" label="domains.groups.name" validate={validateName} autoFocus fullWidth />
                    <NumberInput source="weight" label="domains.groups.weight" helperText="domains.groups.weightHelp" validate={validateWeight} step={1} fullWidth />
                    <TextInput source="remark" label="domains.groups.remark" multiline minRows={2} fullWidth helperText={false} />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <SaveButton alwaysEnable />
                </DialogActions>
            </Form>
        </Dialog>
    );
};
