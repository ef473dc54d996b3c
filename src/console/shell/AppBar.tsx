import { memo } from 'react';
import { Box } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import type { AppBarProps } from 'react-admin';
import { ThemeDrawerButton } from '../preferences/ThemeDrawerButton';
import { Brand } from './Brand';
import { ConsoleUserMenu } from './ConsoleUserMenu';
import { FullscreenButton } from './FullscreenButton';
import { HeaderBar } from '../overrides/HeaderBar';
import { HeaderLoadingIndicator } from '../overrides/HeaderLoadingIndicator';
import { HorizontalMenu } from './HorizontalMenu';
import { LanguageButton } from '../overrides/LanguageButton';
import { AdminMessages, UserMessages } from './MessageDrawer';
import { useShell } from './ShellContext';

/** The header's tools: messages, theme, full screen (not on phones), language, the loading spinner. */
const HeaderTools = () => {
    const { flavour, device } = useShell();
    return (
        <Box
            sx={{
                display: 'flex',
                alignItems: 'center',
                flexShrink: 0,
                '& .MuiIconButton-root': { color: 'text.secondary' },
                '& .MuiButton-root': { color: 'text.secondary' },
            }}
        >
            <HeaderLoadingIndicator />
            {flavour === 'user' ? <UserMessages /> : <AdminMessages />}
            <ThemeDrawerButton />
            {device !== 'phone' && <FullscreenButton />}
            <LanguageButton />
        </Box>
    );
};

/**
 * The header (our HeaderBar, react-admin's AppBar without its first-render tooltip, in the header theme): collapse
 * toggle, logo and name, the menu in top-to-bottom mode, then the tools and the avatar dropdown.
 */
export const ConsoleAppBar = memo((props: AppBarProps) => {
    const { flavour, device, horizontal, headerTheme, themes } = useShell();
    return (
        <ThemeProvider theme={themes.header}>
            <HeaderBar
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
                <Brand areaTheme={headerTheme} compact={device === 'phone'} />
                {horizontal ? <HorizontalMenu /> : <Box sx={{ flex: 1 }} />}
            </HeaderBar>
        </ThemeProvider>
    );
});
