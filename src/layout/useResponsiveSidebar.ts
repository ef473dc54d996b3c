import { useEffect, useRef, useState } from 'react';
import { useSidebarState } from 'react-admin';
import { RESIZE_DEBOUNCE_MS } from '../config/constants';
import { deviceOf, sidebarOpenOnEnter, widthRange, type Device, type WidthRange } from './responsive';

const currentWidth = () => (typeof window === 'undefined' ? 1366 : window.innerWidth);

/** The window width, updated at most every RESIZE_DEBOUNCE_MS (100 ms) after resizing stops. */
export const useDebouncedWidth = (delay = RESIZE_DEBOUNCE_MS): number => {
    const [width, setWidth] = useState(currentWidth);
    useEffect(() => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const onResize = () => {
            clearTimeout(timer);
            timer = setTimeout(() => setWidth(currentWidth()), delay);
        };
        window.addEventListener('resize', onResize);
        return () => {
            clearTimeout(timer);
            window.removeEventListener('resize', onResize);
        };
    }, [delay]);
    return width;
};

/**
 * Applies the SPEC's responsive rules to react-admin's sidebar state (the single source of truth, useSidebarState):
 * collapsed on entering a phone or the 768-1366 px range, expanded on coming back to a wide screen; in between,
 * the user's toggle stands. Returns the device class for the layout.
 */
export const useResponsiveSidebar = (): Device => {
    const width = useDebouncedWidth();
    const [, setOpen] = useSidebarState();
    const previous = useRef<WidthRange | undefined>(undefined);
    const range = widthRange(width);
    useEffect(() => {
        const open = sidebarOpenOnEnter(previous.current, range);
        previous.current = range;
        if (open !== undefined) setOpen(open);
    }, [range, setOpen]);
    return deviceOf(width);
};
