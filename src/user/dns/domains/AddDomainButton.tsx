import Add from '@mui/icons-material/Add';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ADD_DOMAIN_PARAM } from '../../paths';
import { DeferredTooltip } from '../../../console/overrides/DeferredTooltip';
import { useSubAccountReason } from '../subAccountReason';

/** Loaded when first opened: its name rule brings the Public Suffix List (tldts, about 50 KB gzip), which the list does not need. */
const LazyAddDomainDialog = lazy(() => import('./AddDomainDialog').then(module => ({ default: module.AddDomainDialog })));

const AddDomainDialog = ({ onClose }: { onClose: () => void }) => (
    <Suspense fallback={null}>
        <LazyAddDomainDialog open onClose={onClose} />
    </Suspense>
);

export const AddDomainButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' }) => {
    const [open, setOpen] = useState(false);
    // adding a domain is the owner's (plans and money follow it), whatever a sub-account's role
    const closed = useSubAccountReason('account');
    const button = (
        <Button label="domains.add.button" variant={variant} onClick={() => setOpen(true)} disabled={!!closed}>
            <Add />
        </Button>
    );
    return (
        <>
            {closed ? (
                <DeferredTooltip title={closed}>
                    <span tabIndex={0} aria-label={closed} style={{ display: 'inline-flex' }}>
                        {button}
                    </span>
                </DeferredTooltip>
            ) : (
                button
            )}
            {open ? <AddDomainDialog onClose={() => setOpen(false)} /> : null}
        </>
    );
};

/**
 * Opens the add dialog when the list is reached with `?add=1`, then drops the parameter (replacing the history
 * entry), so a reload or the back button does not open it again. Rendered once beside the list, whether the list
 * shows its toolbar or its empty state.
 */
export const AddDomainFromUrl = () => {
    const [searchParams, setSearchParams] = useSearchParams();
    const asked = searchParams.get(ADD_DOMAIN_PARAM) === '1';
    const [open, setOpen] = useState(asked);
    // reached again with ?add=1 while the list stays mounted: open again (state adjusted while rendering)
    const [wasAsked, setWasAsked] = useState(asked);
    if (asked !== wasAsked) {
        setWasAsked(asked);
        if (asked) setOpen(true);
    }
    useEffect(() => {
        if (!asked) return;
        setSearchParams(
            current => {
                const next = new URLSearchParams(current);
                next.delete(ADD_DOMAIN_PARAM);
                return next;
            },
            { replace: true },
        );
    }, [asked, setSearchParams]);
    return open ? <AddDomainDialog onClose={() => setOpen(false)} /> : null;
};
