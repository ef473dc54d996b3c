import { Alert, Card, CardContent, CardHeader, Divider, Skeleton, Stack } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { RootIpsForm } from './RootIpsForm';
import { ServiceSwitch } from './ServiceSwitch';
import { useRecursiveStatus, useStatusMutation } from './useRecursiveStatus';

/** The recursion and forwarding switches and the root server IPs. */
export const SettingsCard = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const { data: status, isPending, error } = useRecursiveStatus();
    const recursion = useStatusMutation(dataProvider.setRecursion, (s, on: boolean) => ({ ...s, recursiveEnable: on }), 'recursive.notify.done');
    const forwarding = useStatusMutation(dataProvider.setForwarding, (s, on: boolean) => ({ ...s, forwardEnable: on }), 'recursive.notify.done');
    const rootIps = useStatusMutation(dataProvider.saveRootIps, (s, ips: string[]) => ({ ...s, rootIps: ips }), 'recursive.notify.saved');

    return (
        <Card>
            <CardHeader title={translate('recursive.settings.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <CardContent sx={{ pt: 0 }}>
                {error && !status ? <Alert severity="error">{translate(error.message || 'recursive.loadError')}</Alert> : null}
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 6 }}>
                    <ServiceSwitch
                        label="recursive.settings.recursion"
                        help="recursive.settings.recursionHelp"
                        checked={status?.recursiveEnable}
                        pendingValue={recursion.isPending ? recursion.variables : undefined}
                        confirmOff="recursive.confirm.recursionOff"
                        onToggle={on => recursion.mutate(on)}
                    />
                    <ServiceSwitch
                        label="recursive.settings.forwarding"
                        help="recursive.settings.forwardingHelp"
                        checked={status?.forwardEnable}
                        pendingValue={forwarding.isPending ? forwarding.variables : undefined}
                        confirmOff="recursive.confirm.forwardingOff"
                        onToggle={on => forwarding.mutate(on)}
                    />
                </Stack>
                <Divider sx={{ my: 2 }} />
                {isPending ? <Skeleton variant="rounded" height={72} sx={{ maxWidth: 620 }} /> : null}
                {status ? <RootIpsForm rootIps={status.rootIps} onSave={ips => rootIps.mutateAsync(ips)} /> : null}
            </CardContent>
        </Card>
    );
};
