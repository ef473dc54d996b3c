import Autorenew from '@mui/icons-material/Autorenew';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useResetApiKey } from './useApiKey';

/** Replaces the key after a confirmation that the old one stops working. */
export const RegenerateButton = () => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const reset = useResetApiKey('apiKey.regenerated', () => setOpen(false));
    return (
        <>
            <Button variant="outlined" color="warning" startIcon={<Autorenew />} onClick={() => setOpen(true)} disabled={reset.isPending}>
                {translate('apiKey.regenerate')}
            </Button>
            <Confirm
                isOpen={open}
                loading={reset.isPending}
                title="apiKey.confirmTitle"
                content="apiKey.confirmContent"
                confirm="apiKey.regenerate"
                confirmColor="warning"
                onConfirm={() => reset.mutate()}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
