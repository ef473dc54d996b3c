import { useMediaQuery } from '@mui/material';
import { BREAKPOINT_PHONE } from '../../config/constants';
import { useStore } from 'react-admin';

/** react-admin's Store key of the sidebar state (useSidebarState): here, the desktop menu's open or folded choice. */
export const SIDEBAR_OPEN_KEY = 'sidebar.open';
/** The phone drawer's open state, kept apart: opening and closing it never folds the desktop menu. */
export const PHONE_SIDEBAR_OPEN_KEY = 'sidebar.phoneOpen';

/** A phone, as the sidebar's theme says it (its `sm` is BREAKPOINT_PHONE), whatever theme the caller is in. */
const PHONE_QUERY = `(max-width:${BREAKPOINT_PHONE - 0.05}px)`;

/**
 * react-admin's useSidebarState with the phone's drawer on its own key: on a phone (below the shell's `sm`, where
 * the sidebar is a temporary drawer) the drawer's state, elsewhere the desktop menu's. react-admin keeps both in
 * one key, so a phone's closed drawer was the menu a wide screen found folded, even after a reload.
 */
export const useConsoleSidebarState = (): [boolean, (open: boolean) => void] => {
    const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
    const desktop = useStore<boolean>(SIDEBAR_OPEN_KEY, true);
    const drawer = useStore<boolean>(PHONE_SIDEBAR_OPEN_KEY, false);
    return phone ? drawer : desktop;
};
