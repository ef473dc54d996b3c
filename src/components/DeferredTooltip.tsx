import { Tooltip } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';

const FOCUSABLE = 'input, button, a[href], [tabindex]';

/**
 * A tooltip that mounts on the first pointer or focus that needs it: MUI's Tooltip (its popper, listeners and
 * state) in every row of a table cost more than the control it explains. Once mounted, it opens and closes as
 * MUI's does. Mounting it renders the child anew: a control that was focused gets the focus back.
 */
export const DeferredTooltip = ({ title, children }: { title: string; children: ReactNode }) => {
    const [open, setOpen] = useState<boolean | null>(null);
    const wrapper = useRef<HTMLSpanElement>(null);
    const refocus = useRef(false);
    useEffect(() => {
        if (open === null || !refocus.current) return;
        refocus.current = false;
        wrapper.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }, [open]);
    if (open === null) {
        return (
            <span
                ref={wrapper}
                onPointerEnter={() => setOpen(true)}
                onFocus={() => {
                    refocus.current = true;
                    setOpen(true);
                }}
                style={{ display: 'inline-flex' }}
            >
                {children}
            </span>
        );
    }
    return (
        <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
            <span ref={wrapper} style={{ display: 'inline-flex' }}>
                {children}
            </span>
        </Tooltip>
    );
};
