import type { ComponentType } from 'react';
import type { StartReads } from '../../dataProvider/earlyReads';

/**
 * Custom flags: a route flagged with one is shown only when the flag is on (SPEC sections 2 and 6).
 * - dispatch: the server's exclusive_mode includes 'dm' (scheduling tasks)
 * - monitor: exclusive_mode includes 'am' (monitors)
 * - verify: mirrors web config power.realName
 * - accessToken: the CDN integration is configured (web config cdnConf.siteUrl is set)
 * - cdn: the same condition, for the admin console's CDN-build tools
 */
export type CustomFlag = 'dispatch' | 'monitor' | 'verify' | 'accessToken' | 'cdn';

interface RouteFlags {
    /** Never in the menu (detail pages, helpers). */
    hidden?: boolean;
    /** Gated by a bound mobile when power.bindMobile is on. */
    bindMobile?: boolean;
    /** Open to administrators using the user console (allowAdminAccess). */
    allowAdmin?: boolean;
    custom?: CustomFlag;
    /** Reachable without the real-name dialog when power.realName is on (verification, account, messages, payment). */
    realNameExempt?: boolean;
}

/**
 * A screen's chunk. `reads`, on a screen that has first reads (its list's first page), loads them without the
 * screen's code: a signed-in cold load starts them as soon as the data provider is there (console/preload.ts).
 */
export type LazyScreen = (() => Promise<{ default: ComponentType }>) & { reads?: () => Promise<StartReads | undefined> };

/** A flavour's screen catalog (user/screens.ts, admin/screens.ts): its screens, and the first reads of those that have them. */
export interface ScreenCatalog<Name extends string> {
    screens: Record<Name, LazyScreen>;
    /** Each in a module of the data layer (no screen code), in the data chunk the provider loads anyway. */
    reads: Partial<Record<Name, () => Promise<StartReads>>>;
}

/** What every entry of a route table may say (ConsoleRoute below: what it must say). */
interface RouteEntry {
    /** Absolute path inside the flavour, react-router syntax ('/dns/domain/list/admin/:domain/:id/:userId/record'). */
    path: string;
    /** Translation key of its title (menu label, page title). */
    title: string;
    icon?: ComponentType;
    flags?: RouteFlags;
    /** The screen, loaded lazily. */
    screen?: LazyScreen;
    /** Served by the react-admin <Resource> of this name (its own routes); the table only places it in the menu. */
    resource?: string;
    /** A pure redirect to this path (absolute, or relative to this entry's path, parameters kept). */
    redirect?: string;
    /**
     * A frame around the pages of `children` (a domain's tabs, say): a screen that renders react-router's `<Outlet/>`
     * where the page goes. It stays mounted while the user moves between those pages; its children are then the
     * frame's pages, not menu entries. Frames do not nest (a signed-in cold load preloads one: console/preload.ts).
     */
    frame?: LazyScreen;
    /** Menu nesting: children appear under this entry in the menu (or, with `frame`, inside the frame). */
    children?: ConsoleRoute[];
}

/**
 * One entry of a flavour's route table: routes, menu and guards are all derived from these. Each serves something:
 * a screen, a react-admin resource, a redirect, or children (a menu group's own path leads to its first page).
 */
export type ConsoleRoute = RouteEntry & ({ screen: LazyScreen } | { resource: string } | { redirect: string } | { children: ConsoleRoute[] });
