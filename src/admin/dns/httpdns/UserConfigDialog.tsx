import { Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { BooleanInput, TextInput, required, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { HttpdnsUserConfig } from '../../../data/httpdnsAdmin/api';
import { FormLeaveGuard } from '../../../ui/LeaveGuard';
import {
    emptyUserConfigForm,
    toUserConfigForm,
    toUserConfigRecord,
    validateAccountId,
    validateDomainLines,
    validateQps,
    type UserConfigForm,
} from './userConfigForm';
import { Form, SaveButton } from '../../../ui/singleFlight';
import { DialogCancelButton } from '../../../ui/DialogCancelButton';

const RESOURCE = 'httpdnsUserConfig';
const v = {
    username: [required('httpdnsSettings.validation.usernameRequired')],
    accountId: [validateAccountId],
    domains: [validateDomainLines],
    qps: [validateQps],
};

export type UserConfigDialogState = { mode: 'add' } | { mode: 'edit'; record: HttpdnsUserConfig } | null;

/**
 * Adds or edits a user's HTTPDNS config. A refusal keeps the dialog and what was typed and shows the server's
 * msg; success says so and closes, and react-admin refetches the list.
 */
export const UserConfigDialog = ({ state, onClose }: { state: UserConfigDialogState; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [create] = useCreate<HttpdnsUserConfig>();
    const [update] = useUpdate<HttpdnsUserConfig>();
    const editing = state?.mode === 'edit' ? state.record : undefined;

    const save = async (values: UserConfigForm) => {
        const data = toUserConfigRecord(values);
        try {
            if (editing)
                await update(
                    RESOURCE,
                    { id: editing.id, data: { ...data, id: editing.id }, previousData: editing },
                    { mutationMode: 'pessimistic', returnPromise: true },
                );
            else await create(RESOURCE, { data }, { returnPromise: true });
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
            return;
        }
        notify(editing ? 'common.done.updated' : 'common.done.added', { type: 'success' });
        onClose();
    };

    const titleId = 'httpdns-user-config-title';
    return (
        <Dialog open={state !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            {state ? (
                <Form<UserConfigForm>
                    defaultValues={editing ? toUserConfigForm(editing) : emptyUserConfigForm}
                    onSubmit={(values: Partial<UserConfigForm>) => save(values as UserConfigForm)}
                    resource={RESOURCE}
                    sanitizeEmptyValues={false}
                >
                    <DialogTitle id={titleId}>{translate(editing ? 'httpdnsSettings.users.editTitle' : 'httpdnsSettings.users.addTitle')}</DialogTitle>
                    <DialogContent sx={{ pb: 0 }}>
                        <TextInput source="username" validate={v.username} autoFocus />
                        <TextInput source="accountId" validate={v.accountId} helperText="httpdnsSettings.users.accountIdHint" inputMode="numeric" />
                        <TextInput source="domains" validate={v.domains} multiline minRows={3} maxRows={10} helperText="httpdnsSettings.users.domainsHint" />
                        <TextInput source="qpsLimit" validate={v.qps} helperText="httpdnsSettings.users.qpsHint" inputMode="numeric" />
                        <BooleanInput source="status" />
                        <FormLeaveGuard />
                    </DialogContent>
                    <DialogActions sx={{ px: 3, pb: 2 }}>
                        <DialogCancelButton label="ra.action.cancel" onClick={onClose} />
                        <SaveButton label="common.save" alwaysEnable />
                    </DialogActions>
                </Form>
            ) : null}
        </Dialog>
    );
};
