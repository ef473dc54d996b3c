import type { ConsoleRoute, CustomFlag } from './types';

/** What the access rules read about the signed-in user and the site (SPEC sections 2, 3 and 6). */
export interface AccessContext {
    user: {
        mobile?: string | null;
        realnameStatus?: number | string | null;
        unvalidModel?: string[] | null;
    } | null;
    power: { realName?: number | string | boolean; bindMobile?: number | string | boolean };
    exclusiveMode: string[];
    /** CDN integration configured (cdnConf.siteUrl). */
    cdnConfigured: boolean;
}

export type Gate = 'open' | 'bindMobile' | 'realName';

const on = (value: number | string | boolean | undefined) => value === true || Number(value) === 1;

export const customFlagOn = (flag: CustomFlag, context: AccessContext): boolean => {
    switch (flag) {
        case 'dispatch':
            return context.exclusiveMode.includes('dm');
        case 'monitor':
            return context.exclusiveMode.includes('am');
        case 'verify':
            return on(context.power.realName);
        case 'accessToken':
        case 'cdn':
            return context.cdnConfigured;
    }
};

/** unvalidModel lists menu paths to hide; a listed path hides its sub-paths too. */
export const blockedByUser = (path: string, context: AccessContext) =>
    (context.user?.unvalidModel ?? []).some(blocked => {
        const normalized = `/${blocked.replace(/^\/+|\/+$/g, '')}`;
        return path === normalized || path.startsWith(`${normalized}/`);
    });

/** May the route be reached at all? (custom flag on, not in the user's unvalidModel) */
export const routeEnabled = (route: ConsoleRoute, context: AccessContext): boolean =>
    !(route.flags?.custom && !customFlagOn(route.flags.custom, context)) && !blockedByUser(route.path, context);

/** Is the route an entry of the menu? (enabled and not hidden) */
export const menuVisible = (route: ConsoleRoute, context: AccessContext): boolean => !route.flags?.hidden && routeEnabled(route, context);

/** What stands between the user and the route's screen: nothing, a mobile to bind, or the real-name check. */
export const routeGate = (route: ConsoleRoute, context: AccessContext): Gate => {
    if (on(context.power.realName) && Number(context.user?.realnameStatus ?? 0) === 0 && !route.flags?.realNameExempt) return 'realName';
    if (route.flags?.bindMobile && on(context.power.bindMobile) && !context.user?.mobile) return 'bindMobile';
    return 'open';
};
