import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import type { DomainLicense, LicenseAction } from '../../../data/domainLicenses/api';
import { Confirm, useMutation } from '../../../ui/singleFlight';

const COLOURS = { accept: 'primary', refuse: 'error', revoke: 'warning' } as const;

/** Accept, refuse or revoke one licence after a confirmation; the list reloads, a refusal shows its msg. */
export const LicenseActionButton = ({ licence, action, account }: { licence: DomainLicense; action: LicenseAction; account: string }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [open, setOpen] = useState(false);
    const mutation = useMutation({
        mutationFn: () => dataProvider.answerDomainLicense(licence.id, action),
        onSuccess: () => notify(`domainLicense.done.${action}`, { type: 'success' }),
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
        onSettled: () => {
            setOpen(false);
            refresh();
        },
    });
    return (
        <>
            <Button size="small" color={COLOURS[action]} onClick={() => setOpen(true)} data-action={action}>
                {translate(`domainLicense.actions.${action}`)}
            </Button>
            <Confirm
                isOpen={open}
                loading={mutation.isPending}
                title={`domainLicense.confirm.${action}Title`}
                content={`domainLicense.confirm.${action}Content`}
                translateOptions={{ domain: licence.domain, account }}
                confirm={`domainLicense.actions.${action}`}
                confirmColor={action === 'accept' ? 'primary' : 'warning'}
                onConfirm={() => mutation.mutate()}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
