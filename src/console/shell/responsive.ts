import { AUTO_COLLAPSE_MAX, BADGE_CAP, BREAKPOINT_PAD, BREAKPOINT_PHONE } from '../../config/constants';

/** SPEC section 1: below 768 px is a phone, 768 to 992 a pad, above a pc. */
export type Device = 'phone' | 'pad' | 'pc';

export const deviceOf = (width: number): Device => (width < BREAKPOINT_PHONE ? 'phone' : width < BREAKPOINT_PAD ? 'pad' : 'pc');

/**
 * Does the side menu collapse on entering this width? Between 992 and 1366 px (SPEC), and on a pad as well:
 * 768-992 px leaves even less room for the page than the auto-collapse range does.
 */
export const autoCollapses = (width: number): boolean => width >= BREAKPOINT_PHONE && width < AUTO_COLLAPSE_MAX;

/** The layout class a width falls in: the sidebar state changes only when this changes. */
export type WidthRange = 'phone' | 'collapsed' | 'wide';

export const widthRange = (width: number): WidthRange => (deviceOf(width) === 'phone' ? 'phone' : autoCollapses(width) ? 'collapsed' : 'wide');

/**
 * The sidebar open state to apply on entering `next` (from `previous`, undefined on first render), or undefined
 * to leave it as it is (the user's last choice, react-admin's Store):
 * - entering a phone: closed (the temporary drawer is hidden until the toggle opens it);
 * - entering the auto-collapse range: collapsed to icons;
 * - entering a wide screen from a narrower one: expanded again; on first render, the stored choice stands.
 */
export const sidebarOpenOnEnter = (previous: WidthRange | undefined, next: WidthRange): boolean | undefined => {
    if (previous === next) return undefined;
    if (next === 'phone' || next === 'collapsed') return false;
    return previous === undefined ? undefined : true;
};

/** The text of the unread badge: empty for none, the count up to the cap, then "99+". */
export const badgeText = (count: number | undefined | null, cap: number = BADGE_CAP): string => {
    if (!count || count < 0 || !Number.isFinite(count)) return '';
    return count > cap ? `${cap}+` : String(Math.floor(count));
};
