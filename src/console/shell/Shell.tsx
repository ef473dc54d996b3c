import { Box } from '@mui/material';
import { ThemeProvider, unstable_createBreakpoints as createBreakpoints, type Theme } from '@mui/material/styles';
import { Suspense, createContext, memo, useContext, useMemo, type ReactNode } from 'react';
import { Layout, Loading } from 'react-admin';
import type { Flavour, Session } from '../../authProvider/session';
import type { HttpClient } from '../../http/client';
import { AUTO_COLLAPSE_MAX, BREAKPOINT_PAD, BREAKPOINT_PHONE, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../config/constants';
import { useAreaThemes } from '../preferences/useAreaThemes';
import { useThemePrefs } from '../preferences/themePrefs';
import { AccessGate } from '../routing/guards/AccessGate';
import { SessionWatcher } from '../routing/guards/SessionWatcher';
import { ActingBannerSlot } from './acting/ActingBannerSlot';
import { ConsoleAppBar } from './AppBar';
import { ConsoleSidebar } from '../overrides/ConsoleSidebar';
import { Footer } from './Footer';
import { HtmlLang } from './HtmlLang';
import { OfflineBanner } from './OfflineBanner';
import { ReLoginDialog } from './reLogin/ReLoginDialog';
import { SessionOfferDialog } from './SessionOfferDialog';
import { withConsoleTableHead } from '../overrides/table/ConsoleTableHead';
import { ShellContext, type ShellState } from './ShellContext';
import { SideMenu } from '../overrides/SideMenu';
import { UnreadableNotice } from './UnreadableNotice';
import { useResponsiveSidebar } from './useResponsiveSidebar';
import { WebConfigHead } from './WebConfigHead';
import { FreshCodeHost } from '../../ui/twoFactor/FreshCodeHost';

/**
 * The aside theme with the SPEC's device breakpoints (phone < 768, pad < 992, auto-collapse < 1366) and menu
 * widths: react-admin's Sidebar turns into a temporary drawer below `sm`, so `sm` must be 768 there.
 */
const withShellBreakpoints = (theme: Theme): Theme =>
    ({
        ...theme,
        breakpoints: createBreakpoints({ values: { xs: 0, sm: BREAKPOINT_PHONE, md: BREAKPOINT_PAD, lg: AUTO_COLLAPSE_MAX, xl: 1920 } }),
        sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
    }) as Theme;

/** Top-to-bottom mode: the menu is in the header, there is no side menu. */
const NoSidebar = () => null;

export interface ShellProps {
    flavour: Flavour;
    session: Pick<Session, 'tokenKey' | 'storage' | 'clear' | 'setToken' | 'setUser' | 'getUser'>;
    /** The flavour's client: the re-login dialog draws its captcha from it. */
    http: Pick<HttpClient, 'url'>;
    children: ReactNode;
}

/** The page the shell frames (its `children`), read by PageSlot where the content goes. */
const PageContext = createContext<ReactNode>(null);
const PageSlot = () => useContext(PageContext);

/**
 * The console shell of one flavour: header, side menu (or the header menu), footer, drawers, around the page
 * and its access gates. It is its own chunk (see Layout.tsx): the login page never downloads it.
 *
 * react-admin re-renders the layout with new `children` whenever its router renders (as it settles after the
 * first render, and on navigation). The page travels through a context, so that then only the page's slot renders
 * again, not the header, menus, drawers and footer around it.
 */
export const ConsoleShell = ({ children, ...frame }: ShellProps) => (
    <PageContext.Provider value={children}>
        <ShellFrame {...frame} />
    </PageContext.Provider>
);

const ShellFrame = memo(function ShellFrame({ flavour, session, http }: Omit<ShellProps, 'children'>) {
    const areaThemes = useAreaThemes();
    const { prefs } = useThemePrefs();
    const device = useResponsiveSidebar();
    // phones keep the drawer: a row of menu entries does not fit beside the header's tools
    const horizontal = prefs.layoutMode === 'horizontal' && device !== 'phone';
    const aside = useMemo(() => withShellBreakpoints(areaThemes.aside), [areaThemes.aside]);
    // the pages' tables draw their header cells with ConsoleTableHead (here, not in the themes: /login has no table)
    const main = useMemo(() => withConsoleTableHead(areaThemes.main), [areaThemes.main]);
    const state = useMemo<ShellState>(
        () => ({ flavour, device, horizontal, headerTheme: prefs.headerTheme, themes: { header: areaThemes.header, aside, main } }),
        [flavour, device, horizontal, prefs.headerTheme, areaThemes.header, main, aside],
    );
    return (
        <ShellContext.Provider value={state}>
            <ThemeProvider theme={main}>
                <Layout
                    appBar={ConsoleAppBar}
                    appBarAlwaysOn
                    sidebar={horizontal ? NoSidebar : ConsoleSidebar}
                    menu={SideMenu}
                    className={horizontal ? 'console-horizontal' : 'console-vertical'}
                    // the page may not widen the layout: wide tables scroll inside the content area
                    sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 }, '& .RaLayout-contentWithSidebar': { minWidth: 0 } }}
                >
                    <HtmlLang />
                    <WebConfigHead />
                    <SessionWatcher session={session} />
                    <SessionOfferDialog session={session} />
                    <ReLoginDialog flavour={flavour} http={http} />
                    <FreshCodeHost />
                    <OfflineBanner />
                    <ActingBannerSlot flavour={flavour} session={session} />
                    <UnreadableNotice />
                    <Box className="console-page" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                        <Suspense fallback={<Loading />}>
                            <AccessGate>
                                <PageSlot />
                            </AccessGate>
                        </Suspense>
                    </Box>
                    <Footer />
                </Layout>
            </ThemeProvider>
        </ShellContext.Provider>
    );
});
