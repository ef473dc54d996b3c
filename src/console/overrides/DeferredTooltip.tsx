import { Tooltip, type TooltipProps } from '@mui/material';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';

/**
 * A tooltip that mounts on the first mouse hover or focus that needs it: MUI's Tooltip (its popper, listeners and
 * state) on every row of a table cost more than the control it explains, and the header's icon buttons paid it on
 * every first render. The control is never rendered anew (a press as the pointer arrives is not lost): the
 * tooltip comes beside it, anchored to the span around it, and opens while the mouse is over it or the focus is
 * in it. A touch shows none, as MUI's by default.
 */
export const DeferredTooltip = ({ title, placement, children }: { title: string; placement?: TooltipProps['placement']; children: ReactNode }) => {
    // null: never needed yet
    const [open, setOpen] = useState<boolean | null>(null);
    const wrapper = useRef<HTMLSpanElement>(null);
    const show = () => setOpen(true);
    const hide = () => setOpen(current => (current === null ? null : false));
    return (
        <span
            ref={wrapper}
            onPointerEnter={(event: PointerEvent) => (event.pointerType === 'mouse' ? show() : undefined)}
            onPointerLeave={hide}
            onFocus={show}
            onBlur={hide}
            style={{ display: 'inline-flex' }}
        >
            {children}
            {open === null ? null : (
                <Tooltip
                    title={title}
                    placement={placement}
                    open={open}
                    disableHoverListener
                    disableFocusListener
                    disableTouchListener
                    slotProps={{ popper: { anchorEl: () => wrapper.current! } }}
                >
                    <span hidden />
                </Tooltip>
            )}
        </span>
    );
};
