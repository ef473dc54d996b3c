import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import TokenOutlined from '@mui/icons-material/TokenOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Divider, ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import type { ComponentType } from 'react';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../authProvider/routeGuard';
import type { Flavour } from '../../authProvider/session';
import { blockedByUser } from '../routing/access';
import { useAccessContext } from '../routing/RouteTableContext';

interface UserMenuEntry {
    to: string;
    /** A translation key: `layout.userMenu.*` (core), or `accountMenu.*` (loaded with the shell, not with /login). */
    label: string;
    icon: ComponentType;
}

/** The avatar dropdown of each flavour (SPEC section 1), before "sign out". */
const USER_MENU: Record<Flavour, UserMenuEntry[]> = {
    user: [
        { to: '/account/info', label: 'layout.userMenu.profile', icon: PersonOutlined },
        { to: '/plan/purchase', label: 'layout.userMenu.buyPlan', icon: ShoppingCartOutlined },
        { to: '/finance/recharge', label: 'layout.userMenu.recharge', icon: AccountBalanceWalletOutlined },
        { to: '/account/apikey', label: 'layout.userMenu.apiKey', icon: KeyOutlined },
        { to: '/account/tokens', label: 'accountMenu.apiTokens', icon: TokenOutlined },
        { to: '/account/sessions', label: 'accountMenu.sessions', icon: DevicesOutlined },
    ],
    admin: [
        { to: '/system/license', label: 'layout.userMenu.license', icon: VerifiedUserOutlined },
        { to: '/operation/users', label: 'layout.userMenu.accounts', icon: ManageAccountsOutlined },
        { to: '/operation/products', label: 'layout.userMenu.products', icon: Inventory2Outlined },
        { to: '/operation/recharge', label: 'layout.userMenu.manualRecharge', icon: AddCardOutlined },
        { to: '/system/security', label: 'accountMenu.security', icon: PhonelinkLockOutlined },
    ],
};

const Entry = ({ entry }: { entry: UserMenuEntry }) => {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    const Icon = entry.icon;
    return (
        <MenuItem component={Link} to={entry.to} onClick={() => userMenu?.onClose()} sx={{ minWidth: 180 }}>
            <ListItemIcon>
                <Icon />
            </ListItemIcon>
            <ListItemText>{translate(entry.label)}</ListItemText>
        </MenuItem>
    );
};

/**
 * The avatar button's name. From the small breakpoint up react-admin shows the user's name on the button, so
 * that is its name too (WCAG 2.5.3: the name contains the visible label); on phones it is an icon, "account".
 */
const useMenuLabel = (): string => {
    const { identity } = useGetIdentity();
    const named = useMediaQuery<Theme>(theme => theme.breakpoints.up('sm'));
    return named && identity?.fullName ? identity.fullName : 'layout.account';
};

/** react-admin's UserMenu with the flavour's entries; signing out goes to a plain /login. */
export const ConsoleUserMenu = ({ flavour }: { flavour: Flavour }) => {
    const label = useMenuLabel();
    // the menus the user may not see (a sub-account's owner areas, say) are not offered here either
    const access = useAccessContext();
    return (
        <UserMenu label={label}>
            {USER_MENU[flavour]
                .filter(entry => !blockedByUser(entry.to, access))
                .map(entry => (
                    <Entry key={entry.to} entry={entry} />
                ))}
            <Divider />
            <Logout redirectTo={LOGIN_PATH} />
        </UserMenu>
    );
};
