import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';

const QuickSetupDialog = lazy(() => import('./QuickSetupDialog').then(module => ({ default: module.QuickSetupDialog })));

/** The record list's "Quick setup": opens the gallery of presets for this domain (its code loaded on first use). */
export const QuickSetupButton = ({ domain, disabled }: { domain: { id: number; domain: string }; disabled?: boolean }) => {
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button label="quickSetup.button" onClick={() => setOpen(true)} disabled={disabled} data-testid="quick-setup-open">
                <AutoFixHigh />
            </Button>
            {open ? (
                <Suspense fallback={null}>
                    <QuickSetupDialog domain={domain} onClose={() => setOpen(false)} />
                </Suspense>
            ) : null}
        </>
    );
};
