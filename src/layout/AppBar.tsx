import DnsIcon from '@mui/icons-material/Dns';
import { Box, Divider, Typography } from '@mui/material';
import { AppBar, Logout, TitlePortal, UserMenu, useDefaultTitle, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../authProvider/routeGuard';

/** The console's name, linking home: the app title given to <Admin title> is a translation key. */
export const Brand = () => {
    const translate = useTranslate();
    const title = useDefaultTitle();
    const name = typeof title === 'string' ? translate(title, { _: title }) : title;
    return (
        <Box
            component={Link}
            to="/"
            aria-label={translate('layout.home')}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', mr: 2, flexShrink: 0 }}
        >
            <DnsIcon aria-hidden />
            <Typography component="span" variant="h6" sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap', fontSize: { xs: 16, sm: 18 } }}>
                {name}
            </Typography>
        </Box>
    );
};

/** Signing out from the menu goes to a plain /login (no redirect back to the page being left). */
const ConsoleUserMenu = () => (
    <UserMenu>
        <Logout redirectTo={LOGIN_PATH} />
    </UserMenu>
);

/** A light header: brand, page title, then react-admin's toolbar (language switch, loading) and the user menu. */
export const ConsoleAppBar = () => (
    <AppBar
        color="inherit"
        elevation={0}
        userMenu={<ConsoleUserMenu />}
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
        <Brand />
        <Divider orientation="vertical" flexItem sx={{ my: 1.5, mr: 2, display: { xs: 'none', sm: 'block' } }} />
        <TitlePortal variant="body1" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }} />
        <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
    </AppBar>
);
