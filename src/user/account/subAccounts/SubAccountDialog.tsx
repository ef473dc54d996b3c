import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControl,
    FormControlLabel,
    FormLabel,
    Radio,
    RadioGroup,
    Stack,
    TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import type { TokenResources } from '../../../data/apiTokens/scopes';
import type { InvitedSubAccount } from '../../../data/subAccounts/api';
import { SUB_ROLE_NAMES, type SubRole } from '../../../data/subAccounts/roles';
import { SUB_NAME_MAX, subDraftProblems } from '../../../data/subAccounts/rules';
import type { SubAccount, SubAccountDraft } from '../../../data/subAccounts/types';
import { useMutation } from '../../../ui/singleFlight';
import { ResourcesField } from '../apiTokens/ResourcesField';
import { subProblemTexts } from './problemText';

interface Props {
    /** The sub-account to change; none to invite a new one. */
    editing?: SubAccount;
    onClose(): void;
    onInvited(invited: InvitedSubAccount): void;
    onUpdated(): void;
}

/**
 * Invite a sub-account (name, mail or mobile, role, the domains it reaches) or change one (all but its sign-in).
 * The draft is checked with the rules the server applies.
 */
export const SubAccountDialog = ({ editing, onClose, onInvited, onUpdated }: Props) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [name, setName] = useState(editing?.name ?? '');
    const [account, setAccount] = useState(editing?.account ?? '');
    const [role, setRole] = useState<SubRole>(editing?.role ?? 'recordsEditor');
    const [resources, setResources] = useState<TokenResources>(editing?.resources ?? { kind: 'all' });
    const [checked, setChecked] = useState(false);
    const draft: SubAccountDraft = { name, account, role, resources };
    const problems = subDraftProblems(draft, !editing);
    const errors = checked ? subProblemTexts(problems, translate) : {};
    const failed = (error: Error) => notify(error.message || 'http.failed', { type: 'error' });
    const invite = useMutation({
        mutationFn: () => dataProvider.inviteSubAccount(draft),
        onSuccess: (invited: InvitedSubAccount) => {
            notify('subAccounts.invited', { type: 'success' });
            onInvited(invited);
        },
        onError: failed,
    });
    const update = useMutation({
        mutationFn: () => dataProvider.updateSubAccount(editing!.id, draft),
        onSuccess: () => {
            notify('subAccounts.updated', { type: 'success' });
            onUpdated();
        },
        onError: failed,
    });
    const submit = () => {
        setChecked(true);
        if (problems.length > 0) return;
        if (editing) update.mutate();
        else invite.mutate();
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="sub-account-title">
            <DialogTitle id="sub-account-title">
                {editing ? translate('subAccounts.form.editTitle', { name: editing.name }) : translate('subAccounts.form.inviteTitle')}
            </DialogTitle>
            <DialogContent>
                <Stack spacing={2.5} sx={{ pt: 1 }}>
                    <TextField
                        label={translate('subAccounts.form.name')}
                        value={name}
                        onChange={event => setName(event.target.value)}
                        error={!!errors.name}
                        helperText={errors.name ?? translate('subAccounts.form.nameHelp')}
                        slotProps={{ htmlInput: { maxLength: SUB_NAME_MAX + 10 } }}
                        required
                        autoFocus
                    />
                    {editing ? null : (
                        <TextField
                            label={translate('subAccounts.form.account')}
                            value={account}
                            onChange={event => setAccount(event.target.value)}
                            error={!!errors.account}
                            helperText={errors.account ?? translate('subAccounts.form.accountHelp')}
                            autoComplete="off"
                            required
                        />
                    )}
                    <FormControl component="fieldset">
                        <FormLabel component="legend">{translate('subAccounts.form.role')}</FormLabel>
                        <RadioGroup value={role} onChange={event => setRole(event.target.value as SubRole)}>
                            {SUB_ROLE_NAMES.map(name => (
                                <FormControlLabel
                                    key={name}
                                    value={name}
                                    control={<Radio size="small" />}
                                    label={`${translate(`subAccounts.roles.${name}`)}: ${translate(`subAccounts.roleHelp.${name}`)}`}
                                />
                            ))}
                        </RadioGroup>
                    </FormControl>
                    <ResourcesField value={resources} onChange={setResources} errors={errors.resources ? [errors.resources] : undefined} />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('subAccounts.form.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={invite.isPending || update.isPending} data-testid="sub-account-submit">
                    {translate(editing ? 'subAccounts.form.save' : 'subAccounts.form.invite')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
