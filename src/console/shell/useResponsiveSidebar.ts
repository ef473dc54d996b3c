import { useEffect, useRef, useState } from 'react';
import { useStoreContext, type Store } from 'react-admin';
import { RESIZE_DEBOUNCE_MS } from '../../config/constants';
import { deviceOf, sidebarOpenOnEnter, widthRange, type Device, type WidthRange } from './responsive';
import { PHONE_SIDEBAR_OPEN_KEY, SIDEBAR_OPEN_KEY } from './sidebarState';

const currentWidth = () => (typeof window === 'undefined' ? 1366 : window.innerWidth);

/** The window width, updated at most every RESIZE_DEBOUNCE_MS (100 ms) after resizing stops. */
const useDebouncedWidth = (delay = RESIZE_DEBOUNCE_MS): number => {
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

/** Where entering a range writes: a phone's drawer has its own state, the desktop menu's choice is left alone. */
const keyOf = (range: WidthRange) => (range === 'phone' ? PHONE_SIDEBAR_OPEN_KEY : SIDEBAR_OPEN_KEY);

/**
 * The sidebar state a page starts with at the window's width (entering its range from nowhere: collapsed on a
 * phone and in 768-1366 px, the stored choice on a wide screen), written in the Store before the first render
 * (createConsoleStore). Set by the hook's first effect instead, it came one render late: a second render of the
 * whole frame on every load at those widths, and the menu visibly folding.
 */
export const startSidebar = (store: Pick<Store, 'setItem'>, width = currentWidth()): void => {
    const range = widthRange(width);
    const open = sidebarOpenOnEnter(undefined, range);
    if (open !== undefined) store.setItem(keyOf(range), open);
};

/**
 * Applies the SPEC's responsive rules to the sidebar state (useConsoleSidebarState; a phone's drawer on its own key):
 * collapsed on entering a phone or the 768-1366 px range, expanded on coming back to a wide screen; in between,
 * the user's toggle stands. The range the page starts in is applied by startSidebar. Returns the device class.
 */
export const useResponsiveSidebar = (): Device => {
    const width = useDebouncedWidth();
    const store = useStoreContext();
    const range = widthRange(width);
    // the range the page started in was applied before the first render (startSidebar)
    const previous = useRef<WidthRange>(range);
    useEffect(() => {
        const open = sidebarOpenOnEnter(previous.current, range);
        previous.current = range;
        if (open !== undefined) store.setItem(keyOf(range), open);
    }, [range, store]);
    return deviceOf(width);
};
