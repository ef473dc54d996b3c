import { MenuItem } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Link, matchPath, useLocation } from 'react-router-dom';
import type { MenuEntry } from '../routing/derive';

/** Is this menu entry the current page (or the page above the current one)? */
export const useIsActive = () => {
    const { pathname } = useLocation();
    return (path: string) => Boolean(matchPath({ path, end: false }, pathname));
};

/** A page in a popup menu (the folded side menu's flyout, the header menu's dropdowns): a link, marked when current. */
export const PageMenuItem = ({ entry, onChoose, sx }: { entry: MenuEntry; onChoose: () => void; sx?: SxProps<Theme> }) => {
    const translate = useTranslate();
    const isActive = useIsActive();
    return (
        <MenuItem
            component={Link}
            to={entry.path}
            selected={isActive(entry.path)}
            onClick={onChoose}
            sx={[{ fontSize: 14, minHeight: 38 }, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>}
        >
            {translate(entry.title)}
        </MenuItem>
    );
};
