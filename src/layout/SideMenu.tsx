import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { Box, Collapse, ListItemIcon, ListItemText, Menu as MuiMenu, MenuItem, Tooltip, Typography } from '@mui/material';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useMemo, useState, type MouseEvent, memo } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuEntry } from '../routes/derive';
import { useCurrentRoute, useMenuTree, useRouteTable } from '../routes/RouteTableContext';
import { useOpenedOnce } from '../components/useOpenedOnce';
import { Brand } from './Brand';
import { ancestorPaths } from './menuState';
import { PageMenuItem, useIsActive } from './PageMenuItem';
import { useShell } from './ShellContext';

/** The groups holding the current page (its menu ancestors), recomputed on navigation. */
export const useActiveGroups = (): string[] => {
    const routes = useRouteTable();
    const current = useCurrentRoute();
    return useMemo(() => ancestorPaths(routes, current), [routes, current]);
};

const EntryIcon = ({ entry }: { entry: MenuEntry }) => {
    const Icon = entry.icon;
    return Icon ? <Icon /> : <FiberManualRecord sx={{ fontSize: '8px !important' }} />;
};

/** Shared look of the side menu's rows: 44 px rows, the current page in the primary colour with a bar. */
const itemSx: SxProps<Theme> = theme => ({
    minHeight: 44,
    mx: 1,
    my: 0.25,
    px: 1.5,
    borderRadius: 1,
    fontSize: 14,
    // long titles (English) wrap rather than lose their end
    whiteSpace: 'normal',
    lineHeight: 1.35,
    color: 'text.secondary',
    '& .MuiListItemIcon-root, & .RaMenuItemLink-icon': { minWidth: 34, color: 'inherit' },
    '& .MuiSvgIcon-root': { fontSize: 20 },
    '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
    '&.RaMenuItemLink-active, &.Mui-selected': {
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.28 : 0.1),
        color: theme.palette.mode === 'dark' ? 'common.white' : 'primary.main',
        fontWeight: 500,
    },
    '&.RaMenuItemLink-active:hover, &.Mui-selected:hover': {
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.36 : 0.16),
    },
});

/**
 * A top-level page or a page inside an open group (indented, no icon): a link, marked when current, as
 * react-admin's Menu.Item draws it (its classes, its tooltip on the folded menu, the drawer closing on a tap
 * below 992 px) without what every Menu.Item adds of its own (a media query, a keyboard-shortcut hook): the side
 * menu was a tenth of a signed-in page's first render.
 */
const Leaf = ({ entry, nested = false }: { entry: MenuEntry; nested?: boolean }) => {
    const translate = useTranslate();
    const isActive = useIsActive();
    const [sidebarOpen, setSidebarOpen] = useSidebarState();
    const { device } = useShell();
    const title = translate(entry.title);
    const item = (
        <MenuItem
            component={Link}
            to={entry.path}
            tabIndex={0}
            className={isActive(entry.path) ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
            onClick={() => {
                // the drawer of a phone or a pad closes once a page is chosen
                if (device !== 'pc') setSidebarOpen(false);
            }}
            sx={[itemSx, nested && { pl: 6.75 }] as SxProps<Theme>}
        >
            {nested ? null : (
                <ListItemIcon className="RaMenuItemLink-icon">
                    <EntryIcon entry={entry} />
                </ListItemIcon>
            )}
            <Typography variant="inherit" noWrap className="console-menu-title">
                {title}
            </Typography>
        </MenuItem>
    );
    return sidebarOpen ? (
        item
    ) : (
        <Tooltip title={title} placement="right">
            {item}
        </Tooltip>
    );
};

/** A group of the expanded menu: a header that opens and closes its pages below it. */
const Group = ({ entry, open, onToggle, containsCurrent }: { entry: MenuEntry; open: boolean; onToggle: () => void; containsCurrent: boolean }) => {
    const translate = useTranslate();
    // a group never opened has no transition to mount (most of the menu's groups, on every first render); one
    // opened by the user slides open as it mounts, the current page's group is open from the start
    const opened = useOpenedOnce(open);
    const [openAtStart] = useState(open);
    return (
        <>
            <MenuItem
                onClick={onToggle}
                aria-expanded={open}
                data-group={entry.path}
                sx={[itemSx, containsCurrent && { color: 'text.primary', fontWeight: 500 }] as SxProps<Theme>}
            >
                <ListItemIcon>
                    <EntryIcon entry={entry} />
                </ListItemIcon>
                <ListItemText primary={translate(entry.title)} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 'inherit', lineHeight: 1.35 } } }} />
                {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </MenuItem>
            {opened ? (
                <Collapse in={open} timeout="auto" appear={!openAtStart} unmountOnExit>
                    {entry.children.map(child => (
                        <Leaf key={child.path} entry={child} nested />
                    ))}
                </Collapse>
            ) : null}
        </>
    );
};

/** A group of the collapsed menu: its icon (title in a tooltip) opens its pages in a flyout on the right. */
const CollapsedGroup = ({ entry, containsCurrent }: { entry: MenuEntry; containsCurrent: boolean }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const title = translate(entry.title);
    return (
        <>
            <Tooltip title={title} placement="right">
                <MenuItem
                    aria-label={title}
                    aria-haspopup="menu"
                    data-group={entry.path}
                    onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                    sx={[itemSx, containsCurrent && { color: 'primary.main' }] as SxProps<Theme>}
                >
                    <ListItemIcon>
                        <EntryIcon entry={entry} />
                    </ListItemIcon>
                </MenuItem>
            </Tooltip>
            <MuiMenu
                anchorEl={anchor}
                open={Boolean(anchor)}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'left' }}
                slotProps={{ paper: { sx: { minWidth: 180, ml: 0.5 } } }}
            >
                <Typography variant="caption" component="li" sx={{ px: 2, py: 0.75, display: 'block', color: 'text.secondary' }}>
                    {title}
                </Typography>
                {entry.children.map(child => (
                    <PageMenuItem key={child.path} entry={child} onChoose={() => setAnchor(null)} />
                ))}
            </MuiMenu>
        </>
    );
};

/**
 * The side menu, from the flavour's route table (useMenuTree: hidden, unvalidModel and custom flags applied).
 * Groups open and close; the group of the current page opens by itself; collapsed, it shows icons with tooltips.
 */
export const SideMenu = memo(() => {
    const tree = useMenuTree();
    const [sidebarOpen] = useSidebarState();
    const activeGroups = useActiveGroups();
    const [openGroups, setOpenGroups] = useState<string[]>(activeGroups);
    // navigating into another group opens it (the groups the user opened stay open): adjusted while rendering
    const activeKey = activeGroups.join('|');
    const [seenKey, setSeenKey] = useState(activeKey);
    if (seenKey !== activeKey) {
        setSeenKey(activeKey);
        setOpenGroups(groups => [...groups, ...activeGroups.filter(path => !groups.includes(path))]);
    }
    const { device, themes } = useShell();
    const toggle = (path: string) => setOpenGroups(groups => (groups.includes(path) ? groups.filter(group => group !== path) : [...groups, path]));
    return (
        <Menu
            data-testid="side-menu"
            sx={{
                py: 1,
                '& .console-menu-title': { flexGrow: 1 },
                // collapsed: centred icons only (titles in tooltips)
                '&.RaMenu-closed .MuiMenuItem-root': { px: '17px' },
                '&.RaMenu-closed .MuiListItemIcon-root': { minWidth: 0 },
                '&.RaMenu-closed .MuiMenuItem-root > .MuiTypography-root': { display: 'none' },
            }}
        >
            {/* the phone header shows the logo only: the drawer names the console */}
            {device === 'phone' && (
                <Box sx={{ px: 2.5, pt: 1, pb: 1.5, mb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                    <Brand areaTheme={themes.aside.palette.mode} testId="drawer-brand" />
                </Box>
            )}
            {tree.map(entry => {
                if (!entry.children.length) return <Leaf key={entry.path} entry={entry} />;
                const containsCurrent = activeGroups.includes(entry.path);
                return sidebarOpen ? (
                    <Group key={entry.path} entry={entry} open={openGroups.includes(entry.path)} onToggle={() => toggle(entry.path)} containsCurrent={containsCurrent} />
                ) : (
                    <CollapsedGroup key={entry.path} entry={entry} containsCurrent={containsCurrent} />
                );
            })}
        </Menu>
    );
});
