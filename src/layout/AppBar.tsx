import DnsIcon from '@mui/icons-material/Dns';
import { Box, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { AppBar, LoadingIndicator, LocalesMenuButton, useDefaultTitle, useTranslate, type AppBarProps } from 'react-admin';
import { Link } from 'react-router-dom';
import { ThemeDrawerButton } from '../preferences/ThemeDrawerButton';
import type { ThemePrefs } from '../preferences/themePrefs';
import type { WebConfig } from '../resources/webConfig/api';
import { useWebConfig } from '../resources/webConfig/useWebConfig';
import { ConsoleUserMenu } from './ConsoleUserMenu';
import { FullscreenButton } from './FullscreenButton';
import { HorizontalMenu } from './HorizontalMenu';
import { AdminMessages, UserMessages } from './MessageDrawer';
import { useShell } from './ShellContext';

/** The logo for the header's theme: the light or dark image, else the other one, else none (the icon mark). */
export const logoFor = (basic: WebConfig['basic'] | undefined, headerTheme: ThemePrefs['headerTheme']): string | undefined => {
    const light = basic?.logoImgLight?.trim() || undefined;
    const dark = basic?.logoImgDark?.trim() || undefined;
    return headerTheme === 'dark' ? (dark ?? light) : (light ?? dark);
};

/** The site's name: web config basic.webName, else the translated app name. */
export const useSiteName = (): string => {
    const translate = useTranslate();
    const title = useDefaultTitle();
    const webName = useWebConfig().data?.basic.webName?.trim();
    if (webName) return webName;
    return typeof title === 'string' ? translate(title, { _: title }) : translate('app.name');
};

/** The console's logo and name, linking home. */
export const Brand = ({ headerTheme = 'light', compact = false }: { headerTheme?: ThemePrefs['headerTheme']; compact?: boolean }) => {
    const translate = useTranslate();
    const name = useSiteName();
    const logo = logoFor(useWebConfig().data?.basic, headerTheme);
    const [broken, setBroken] = useState<string | null>(null);
    return (
        <Box
            component={Link}
            to="/"
            aria-label={translate('layout.home')}
            data-testid="brand"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', mr: 2, flexShrink: 0, minWidth: 0 }}
        >
            {logo && broken !== logo ? (
                <Box component="img" src={logo} alt="" onError={() => setBroken(logo)} sx={{ height: 28, maxWidth: 140, objectFit: 'contain' }} />
            ) : (
                <DnsIcon aria-hidden />
            )}
            {!compact && (
                <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap', fontSize: { xs: 16, sm: 17 } }} data-testid="web-name">
                    {name}
                </Typography>
            )}
        </Box>
    );
};

/** The header's tools: messages, theme, full screen (not on phones), language, the loading spinner. */
const HeaderTools = () => {
    const { flavour, device } = useShell();
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, '& .MuiIconButton-root': { color: 'text.secondary' }, '& .MuiButton-root': { color: 'text.secondary' } }}>
            <LoadingIndicator />
            {flavour === 'user' ? <UserMessages /> : <AdminMessages />}
            <ThemeDrawerButton />
            {device !== 'phone' && <FullscreenButton />}
            <LocalesMenuButton />
        </Box>
    );
};

/**
 * The header (react-admin's AppBar in the header theme): collapse toggle, logo and name, the menu in
 * top-to-bottom mode, then the tools and the avatar dropdown.
 */
export const ConsoleAppBar = (props: AppBarProps) => {
    const { flavour, device, horizontal, headerTheme, themes } = useShell();
    return (
        <ThemeProvider theme={themes.header}>
            <AppBar
                {...props}
                color="inherit"
                elevation={0}
                toolbar={<HeaderTools />}
                userMenu={<ConsoleUserMenu flavour={flavour} />}
                data-testid="app-header"
                sx={{
                    bgcolor: 'background.paper',
                    color: 'text.primary',
                    borderBottom: 1,
                    borderColor: 'divider',
                    boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
                    // no side menu to fold in top-to-bottom mode
                    '& .RaAppBar-menuButton': { display: horizontal ? 'none' : undefined, color: 'text.secondary' },
                    '& .RaAppBar-toolbar': { pr: 1 },
                    '& .RaUserMenu-userButton': { color: 'text.primary' },
                }}
            >
                <Brand headerTheme={headerTheme} compact={device === 'phone'} />
                {horizontal ? <HorizontalMenu /> : <Box sx={{ flex: 1 }} />}
            </AppBar>
        </ThemeProvider>
    );
};
