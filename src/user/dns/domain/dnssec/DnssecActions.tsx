import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DnssecInfo } from '../../../../data/dnssec/api';
import { Confirm } from '../../../../ui/singleFlight';
import { useDnssecAction } from './useDnssec';

/** DNSSEC on: look for the DS at the parent again (saying what was found), or disable once warned about the DS. */
export const DnssecActions = ({ id, domain, info }: { id: number; domain: string; info: DnssecInfo }) => {
    const translate = useTranslate();
    const [confirming, setConfirming] = useState(false);
    const check = useDnssecAction(id, 'checkDnssec', ({ status }) => (status === 'active' ? ['dnssec.found', 'success'] : ['dnssec.notFound', 'info']));
    const disable = useDnssecAction(id, 'disableDnssec', () => ['dnssec.disabled', 'success']);
    return (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="outlined" loading={check.isPending} onClick={() => check.mutate()}>
                {translate('dnssec.checkNow')}
            </Button>
            <Typography variant="caption" color="text.secondary" data-testid="dnssec-check-time">
                {[
                    info.enabledTime ? translate('dnssec.enabledTime', { time: info.enabledTime }) : '',
                    info.checkTime ? translate('dnssec.checkTime', { time: info.checkTime }) : translate('dnssec.notChecked'),
                ]
                    .filter(Boolean)
                    .join(' · ')}
            </Typography>
            <Button color="error" onClick={() => setConfirming(true)} sx={{ ml: { sm: 'auto' } }}>
                {translate('dnssec.disable')}
            </Button>
            <Confirm
                isOpen={confirming}
                title="dnssec.disableTitle"
                content="dnssec.disableBody"
                titleTranslateOptions={{ domain }}
                confirm="dnssec.disableConfirm"
                confirmColor="warning"
                onConfirm={() => disable.mutateAsync().then(() => setConfirming(false))}
                onClose={() => setConfirming(false)}
            />
        </Stack>
    );
};
