import Add from '@mui/icons-material/Add';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Domain } from '../../data/domains/api';
import type { HttpdnsDomain } from '../../data/httpdnsDomains/api';
import { checkHttpdnsDomain } from './validation';
import { useSingleFlight } from '../../ui/singleFlight';

/**
 * "Add domain": one of the user's hosted domains or a typed name (a subdomain). Checked at the field; a server
 * refusal shows under the field and keeps what was typed.
 */
export const AddDomainButton = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [open, setOpen] = useState(false);
    const [value, setValue] = useState('');
    const [error, setError] = useState<string>();
    const [touched, setTouched] = useState(false);
    const { data: hosted = [] } = useGetList<Domain>(
        'domain',
        { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'DESC' } },
        { enabled: open },
    );
    const [create, { isPending }] = useCreate<HttpdnsDomain>();
    const fieldError = touched ? checkHttpdnsDomain(value) : undefined;

    const close = () => {
        setOpen(false);
        setValue('');
        setError(undefined);
        setTouched(false);
    };
    // single-flight: a second submit while the domain is on its way sends nothing
    const [add, adding] = useSingleFlight((domain: string) =>
        create(
            'httpdnsDomain',
            { data: { domain } },
            {
                returnPromise: true,
                onSuccess: () => {
                    notify('httpdns.domains.added', { type: 'success' });
                    close();
                    refresh();
                },
                onError: (failure: unknown) => setError(failure instanceof Error ? failure.message : 'http.failed'),
            },
        ).catch(() => undefined),
    );
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (checkHttpdnsDomain(value)) return;
        setError(undefined);
        void add(value.trim().toLowerCase().replace(/\.$/, ''));
    };
    const message = error ?? fieldError;
    return (
        <>
            <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
                {translate('httpdns.domains.add')}
            </Button>
            <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
                <form onSubmit={submit} noValidate>
                    <DialogTitle>{translate('httpdns.domains.addTitle')}</DialogTitle>
                    <DialogContent>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                            {translate('httpdns.domains.addHelp')}
                        </Typography>
                        <Autocomplete
                            freeSolo
                            options={hosted.map(row => row.domain)}
                            inputValue={value}
                            onInputChange={(_, next) => {
                                setValue(next);
                                setError(undefined);
                            }}
                            renderInput={params => (
                                <TextField
                                    {...params}
                                    autoFocus
                                    required
                                    label={translate('httpdns.domains.domainLabel')}
                                    error={!!message}
                                    helperText={message ? translate(message, { _: message }) : ' '}
                                    onBlur={() => setTouched(true)}
                                    slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'httpdns-add-domain' } }}
                                />
                            )}
                        />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
                        <Button type="submit" variant="contained" loading={isPending || adding}>
                            {translate('httpdns.domains.addConfirm')}
                        </Button>
                    </DialogActions>
                </form>
            </Dialog>
        </>
    );
};
