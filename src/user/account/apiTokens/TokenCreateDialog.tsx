import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import type { IssuedToken } from '../../../data/apiTokens/api';
import { draftProblems, TOKEN_NAME_MAX } from '../../../data/apiTokens/rules';
import type { TokenPermissions, TokenResources } from '../../../data/apiTokens/scopes';
import type { TokenDraft } from '../../../data/apiTokens/types';
import { allowListLines } from '../../../validation/ipAllowList';
import { useMutation } from '../../../ui/singleFlight';
import { PermissionsField } from './PermissionsField';
import { problemTexts } from './problemText';
import { ResourcesField } from './ResourcesField';
import { fromLocalInput } from './tokenText';

/**
 * A new token: name, permissions per area, the domains it reaches, an optional IP allow-list and expiry. The
 * draft is checked with the rules the server applies; the created token (with its secret) goes to `onCreated`.
 */
export const TokenCreateDialog = ({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(issued: IssuedToken): void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [name, setName] = useState('');
    const [permissions, setPermissions] = useState<TokenPermissions>({});
    const [resources, setResources] = useState<TokenResources>({ kind: 'all' });
    const [allowIps, setAllowIps] = useState('');
    const [expires, setExpires] = useState('');
    const [checked, setChecked] = useState(false);
    const draft: TokenDraft = { name: name.trim(), permissions, resources, allowIps: allowListLines(allowIps), expiresAt: fromLocalInput(expires) };
    // checked line by line as typed, blank lines counted, so a problem's line number is the one the box shows
    const problems = draftProblems({ ...draft, allowIps: allowIps.split(/\r?\n/) }, new Date());
    const errors = checked ? problemTexts(problems, translate) : {};
    const create = useMutation({
        mutationFn: () => dataProvider.createApiToken(draft),
        onSuccess: (issued: IssuedToken) => {
            notify('apiTokens.created', { type: 'success' });
            onCreated(issued);
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
    });
    const submit = () => {
        setChecked(true);
        if (problems.length === 0) create.mutate();
    };
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="token-create-title">
            <DialogTitle id="token-create-title">{translate('apiTokens.form.title')}</DialogTitle>
            <DialogContent>
                <Stack spacing={2.5} sx={{ pt: 1 }}>
                    <TextField
                        label={translate('apiTokens.form.name')}
                        value={name}
                        onChange={event => setName(event.target.value)}
                        error={!!errors.name}
                        helperText={errors.name?.join(' ') ?? translate('apiTokens.form.nameHelp')}
                        slotProps={{ htmlInput: { maxLength: TOKEN_NAME_MAX + 10 } }}
                        required
                        autoFocus
                    />
                    <PermissionsField value={permissions} onChange={setPermissions} errors={errors.permissions} />
                    <ResourcesField value={resources} onChange={setResources} errors={errors.resources} />
                    <TextField
                        label={translate('apiTokens.form.allowIps')}
                        value={allowIps}
                        onChange={event => setAllowIps(event.target.value)}
                        multiline
                        minRows={2}
                        error={!!errors.allowIps}
                        helperText={
                            errors.allowIps ? (
                                <span data-testid="allow-ip-errors">
                                    {errors.allowIps.map(text => (
                                        <span key={text} style={{ display: 'block' }}>
                                            {text}
                                        </span>
                                    ))}
                                </span>
                            ) : (
                                translate('apiTokens.form.allowIpsHelp')
                            )
                        }
                        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                    />
                    <TextField
                        type="datetime-local"
                        label={translate('apiTokens.form.expires')}
                        value={expires}
                        onChange={event => setExpires(event.target.value)}
                        error={!!errors.expiresAt}
                        helperText={errors.expiresAt?.join(' ') ?? translate('apiTokens.form.expiresHelp')}
                        slotProps={{ inputLabel: { shrink: true } }}
                        sx={{ maxWidth: 280 }}
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('apiTokens.form.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={create.isPending}>
                    {translate('apiTokens.form.submit')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
