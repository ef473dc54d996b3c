import Autorenew from '@mui/icons-material/Autorenew';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Confirm } from './singleFlight';

/**
 * Replaces a secret after a confirmation saying what stops working. `onConfirm` runs the replacement and
 * settles when it is done (the dialog closes then, whatever the outcome: the caller notifies).
 */
export const RegenerateButton = ({
    label,
    confirmTitle,
    confirmContent,
    pending,
    onConfirm,
}: {
    label: string;
    confirmTitle: string;
    confirmContent: string;
    pending: boolean;
    onConfirm(): Promise<unknown>;
}) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button variant="outlined" color="warning" startIcon={<Autorenew />} onClick={() => setOpen(true)} disabled={pending}>
                {translate(label)}
            </Button>
            <Confirm
                isOpen={open}
                loading={pending}
                title={confirmTitle}
                content={confirmContent}
                confirm={label}
                confirmColor="warning"
                onConfirm={() =>
                    onConfirm()
                        .catch(() => undefined)
                        .finally(() => setOpen(false))
                }
                onClose={() => setOpen(false)}
            />
        </>
    );
};
