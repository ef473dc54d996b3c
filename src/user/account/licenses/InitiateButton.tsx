import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { InitiateDialog } from './InitiateDialog';

/** Opens the dialog that shares a domain. */
export const InitiateButton = () => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)} data-testid="license-create">
                {translate('domainLicense.actions.create')}
            </Button>
            {open ? <InitiateDialog open onClose={() => setOpen(false)} /> : null}
        </>
    );
};
