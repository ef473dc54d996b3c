import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Confirm } from '../../../../ui/singleFlight';
import { useDnssecAction } from './useDnssec';

/** DNSSEC off: what enabling does, and the button that does it once confirmed. */
export const EnableDnssec = ({ id, domain }: { id: number; domain: string }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const enable = useDnssecAction(id, 'enableDnssec', () => ['dnssec.enabled', 'success']);
    return (
        <>
            <Typography variant="body2" sx={{ my: 1.5 }}>
                {translate('dnssec.offBody')}
            </Typography>
            <Button variant="contained" onClick={() => setOpen(true)}>
                {translate('dnssec.enable')}
            </Button>
            <Confirm
                isOpen={open}
                title="dnssec.enableTitle"
                content="dnssec.enableBody"
                titleTranslateOptions={{ domain }}
                confirm="dnssec.enable"
                onConfirm={() => enable.mutateAsync().then(() => setOpen(false))}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
