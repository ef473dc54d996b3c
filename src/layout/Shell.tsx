import { Box } from '@mui/material';
import { ThemeProvider, unstable_createBreakpoints as createBreakpoints, type Theme } from '@mui/material/styles';
import { Suspense, useMemo, type ReactNode } from 'react';
import { Layout, Loading, Sidebar, type SidebarProps } from 'react-admin';
import type { Flavour, Session } from '../authProvider/session';
import type { HttpClient } from '../http/client';
import { AUTO_COLLAPSE_MAX, BREAKPOINT_PAD, BREAKPOINT_PHONE, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../config/constants';
import { useAreaThemes } from '../preferences/useAreaThemes';
import { useThemePrefs } from '../preferences/themePrefs';
import { AccessGate } from '../routes/guards/AccessGate';
import { SessionWatcher } from '../routes/guards/SessionWatcher';
import { ConsoleAppBar } from './AppBar';
import { Footer } from './Footer';
import { HtmlLang } from './HtmlLang';
import { OfflineBanner } from './OfflineBanner';
import { ReLoginDialog } from '../components/reLogin/ReLoginDialog';
import { ShellContext, useShell, type ShellState } from './ShellContext';
import { SideMenu } from './SideMenu';
import { useResponsiveSidebar } from './useResponsiveSidebar';
import { WebConfigHead } from './WebConfigHead';

/**
 * The aside theme with the SPEC's device breakpoints (phone < 768, pad < 992, auto-collapse < 1366) and menu
 * widths: react-admin's Sidebar turns into a temporary drawer below `sm`, so `sm` must be 768 there.
 */
export const withShellBreakpoints = (theme: Theme): Theme =>
    ({
        ...theme,
        breakpoints: createBreakpoints({ values: { xs: 0, sm: BREAKPOINT_PHONE, md: BREAKPOINT_PAD, lg: AUTO_COLLAPSE_MAX, xl: 1920 } }),
        sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
    }) as Theme;

/** react-admin's Sidebar in the aside theme: 220 px, 70 px collapsed, a temporary drawer on phones. */
const ConsoleSidebar = (props: SidebarProps) => {
    const { themes } = useShell();
    return (
        <ThemeProvider theme={themes.aside}>
            <Sidebar
                {...props}
                data-testid="side-bar"
                sx={{
                    '& .MuiPaper-root': { bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' },
                    '& .RaSidebar-fixed': { height: 'calc(100vh - 48px)', overflowY: 'auto' },
                }}
            />
        </ThemeProvider>
    );
};

/** Top-to-bottom mode: the menu is in the header, there is no side menu. */
const NoSidebar = () => null;

export interface ShellProps {
    flavour: Flavour;
    session: Pick<Session, 'tokenKey'>;
    /** The flavour's client: the re-login dialog draws its captcha from it. */
    http: Pick<HttpClient, 'url'>;
    children: ReactNode;
}

/**
 * The console shell of one flavour: header, side menu (or the header menu), footer, drawers, around the page
 * and its access gates. It is its own chunk (see Layout.tsx): the login page never downloads it.
 */
export const ConsoleShell = ({ flavour, session, http, children }: ShellProps) => {
    const areaThemes = useAreaThemes();
    const { prefs } = useThemePrefs();
    const device = useResponsiveSidebar();
    // phones keep the drawer: a row of menu entries does not fit beside the header's tools
    const horizontal = prefs.layoutMode === 'horizontal' && device !== 'phone';
    const aside = useMemo(() => withShellBreakpoints(areaThemes.aside), [areaThemes.aside]);
    const state = useMemo<ShellState>(
        () => ({ flavour, device, horizontal, headerTheme: prefs.headerTheme, themes: { header: areaThemes.header, aside, main: areaThemes.main } }),
        [flavour, device, horizontal, prefs.headerTheme, areaThemes.header, areaThemes.main, aside],
    );
    return (
        <ShellContext.Provider value={state}>
            <ThemeProvider theme={areaThemes.main}>
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
                    <ReLoginDialog flavour={flavour} http={http} />
                    <OfflineBanner />
                    <Box className="console-page" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                        <Suspense fallback={<Loading />}>
                            <AccessGate>{children}</AccessGate>
                        </Suspense>
                    </Box>
                    <Footer />
                </Layout>
            </ThemeProvider>
        </ShellContext.Provider>
    );
};
