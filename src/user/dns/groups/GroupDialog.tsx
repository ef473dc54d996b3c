import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { NumberInput, TextInput, maxLength, minValue, required, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { GROUP_NAME_MAX, type DomainGroup } from '../../../data/domainGroups/api';
import { Form, SaveButton } from '../../../ui/singleFlight';

const validateName = [required(), maxLength(GROUP_NAME_MAX)];
const validateWeight = [minValue(0)];

/**
 * Adds a group or edits one (name required, sort, remark). A refusal (分组名称已存在) shows its msg at the name
 * and keeps what was typed.
 */
export const GroupDialog = ({ group, onClose }: { group?: DomainGroup; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [create] = useCreate<DomainGroup>();
    const [update] = useUpdate<DomainGroup>();

    const submit = async (values: FieldValues) => {
        const data = { name: String(values.name ?? '').trim(), weight: Number(values.weight ?? 0), remark: String(values.remark ?? '').trim() };
        try {
            if (group) {
                await update('domainGroup', { id: group.id, data, previousData: group }, { returnPromise: true });
                // a pessimistic update patches the cached rows in place: the sort may have changed their order
                void queryClient.invalidateQueries({ queryKey: ['domainGroup', 'getList'] });
            } else await create('domainGroup', { data }, { returnPromise: true });
        } catch (error) {
            return { name: (error as Error)?.message || 'http.failed' };
        }
        notify('domains.groups.saved', { type: 'success' });
        onClose();
        return undefined;
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="group-dialog-title">
            <DialogTitle id="group-dialog-title">
                {group ? translate('domains.groups.editTitle', { name: group.name }) : translate('domains.groups.addTitle')}
            </DialogTitle>
            <Form onSubmit={submit} record={group ?? { name: '', weight: 0, remark: '' }} mode="onSubmit" reValidateMode="onChange" noValidate>
                <DialogContent>
                    <TextInput source="name" label="domains.groups.name" validate={validateName} autoFocus fullWidth />
                    <NumberInput
                        source="weight"
                        label="domains.groups.weight"
                        helperText="domains.groups.weightHelp"
                        validate={validateWeight}
                        step={1}
                        fullWidth
                    />
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
