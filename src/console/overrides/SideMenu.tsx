import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Menu as MuiMenu, Typography } from '@mui/material';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useMemo, useState, type FocusEvent, type MouseEvent, memo } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuEntry } from '../routing/derive';
import { useCurrentRoute, useMenuTree, useRouteTable } from '../routing/RouteTableContext';
import { DeferredTooltip } from './DeferredTooltip';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { Brand } from '../shell/Brand';
import { ancestorPaths } from '../shell/menuState';
import { PageMenuItem, useIsActive } from '../shell/PageMenuItem';
import { useShell } from '../shell/ShellContext';
import { useConsoleSidebarState } from '../shell/sidebarState';

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

/**
 * Shared look of the side menu's rows: 44 px rows in a phone's drawer (rows of their content's height, 32 px, from
 * 768 px on), the current page in the primary colour on a tint. The rows are list buttons drawn as the MUI menu
 * items they were (body1 type, 6 px vertical padding, no margin around a ListItemText, the heights above, no
 * background transition).
 */
const itemSx: SxProps<Theme> = theme => ({
    ...theme.typography.body1,
    minHeight: 44,
    [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
    mx: 1,
    my: 0.25,
    px: 1.5,
    py: '6px',
    // a menu item's background changed at once (a list button fades it)
    transition: 'none',
    borderRadius: 1,
    fontSize: 14,
    // long titles (English) wrap rather than lose their end
    whiteSpace: 'normal',
    lineHeight: 1.35,
    color: 'text.secondary',
    '& .MuiListItemIcon-root, & .RaMenuItemLink-icon': { minWidth: 34, color: 'inherit' },
    '& .MuiListItemText-root': { my: 0 },
    '& .MuiSvgIcon-root': { fontSize: 20 },
    '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
    '&.RaMenuItemLink-active': {
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.28 : 0.1),
        color: theme.palette.mode === 'dark' ? 'common.white' : 'primary.main',
        fontWeight: 500,
    },
    '&.RaMenuItemLink-active:hover': {
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.36 : 0.16),
    },
});

/**
 * The tooltips of the folded menu open on a keyboard focus only, as MUI's Tooltip does: the focus a mouse press
 * gives (or the one a closing flyout gives back to its group) does not reach the DeferredTooltip around the row.
 */
const keyboardFocusOnly = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.matches(':focus-visible')) event.stopPropagation();
};

/**
 * A top-level page or a page inside an open group (indented, no icon): a link, marked when current, as
 * react-admin's Menu.Item draws it (its classes, its tooltip on the folded menu, the drawer closing on a tap
 * below 992 px) without what every Menu.Item adds of its own (a media query, a keyboard-shortcut hook): the side
 * menu was a tenth of a signed-in page's first render. It is a list button, not a MUI MenuItem: a MenuItem
 * registers with its MenuList as it mounts (the roving tab index), a state update while React commits the
 * page's first render, which then runs every pending effect of the page before the first paint.
 */
const Leaf = ({ entry, nested = false }: { entry: MenuEntry; nested?: boolean }) => {
    const translate = useTranslate();
    const isActive = useIsActive();
    const [sidebarOpen, setSidebarOpen] = useConsoleSidebarState();
    const { device } = useShell();
    const title = translate(entry.title);
    const active = isActive(entry.path);
    const item = (
        <ListItemButton
            component={Link}
            to={entry.path}
            className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
            aria-current={active ? 'page' : undefined}
            // folded, the title is hidden: the link is named by it (MUI's Tooltip gave its child that label)
            aria-label={sidebarOpen ? undefined : title}
            onClick={() => {
                // the drawer of a phone or a pad closes once a page is chosen
                if (device !== 'pc') setSidebarOpen(false);
            }}
            onFocus={sidebarOpen ? undefined : keyboardFocusOnly}
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
        </ListItemButton>
    );
    return sidebarOpen ? (
        item
    ) : (
        <DeferredTooltip title={title} placement="right">
            {item}
        </DeferredTooltip>
    );
};

/** A group of the expanded menu: a header (a button) that opens and closes its pages below it. */
const Group = ({ entry, open, onToggle, containsCurrent }: { entry: MenuEntry; open: boolean; onToggle: () => void; containsCurrent: boolean }) => {
    const translate = useTranslate();
    // a group never opened has no transition to mount (most of the menu's groups, on every first render); one
    // opened by the user slides open as it mounts, the current page's group is open from the start
    const opened = useOpenedOnce(open);
    const [openAtStart] = useState(open);
    return (
        <>
            <ListItemButton
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
            </ListItemButton>
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

/**
 * A group of the collapsed menu: its icon (title in a tooltip) opens its pages in a flyout on the right, a MUI
 * Menu rendered from its first opening on (a closed Menu would still run its Popover and Modal on every page).
 */
const CollapsedGroup = ({ entry, containsCurrent }: { entry: MenuEntry; containsCurrent: boolean }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const open = Boolean(anchor);
    const opened = useOpenedOnce(open);
    const title = translate(entry.title);
    return (
        <>
            <DeferredTooltip title={title} placement="right">
                <ListItemButton
                    aria-label={title}
                    aria-haspopup="menu"
                    aria-expanded={open}
                    data-group={entry.path}
                    onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                    onFocus={keyboardFocusOnly}
                    sx={[itemSx, containsCurrent && { color: 'primary.main' }] as SxProps<Theme>}
                >
                    <ListItemIcon>
                        <EntryIcon entry={entry} />
                    </ListItemIcon>
                </ListItemButton>
            </DeferredTooltip>
            {opened ? (
                <MuiMenu
                    anchorEl={anchor}
                    open={open}
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
            ) : null}
        </>
    );
};

/** react-admin's Menu root (its classes, widths and width transition), as a navigation list rather than a MenuList. */
const rootSx: SxProps<Theme> = theme => ({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    [theme.breakpoints.only('xs')]: { marginTop: 0 },
    transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
    '&.RaMenu-open': { width: theme.sidebar.width },
    '&.RaMenu-closed': { width: theme.sidebar.closedWidth },
});

/**
 * The side menu, from the flavour's route table (useMenuTree: hidden, unvalidModel and custom flags applied).
 * Groups open and close; the group of the current page opens by itself; collapsed, it shows icons with tooltips.
 * It is a navigation of links and buttons (Tab goes through them, Enter follows a link, Enter or Space opens a
 * group), not react-admin's Menu: that is a MUI MenuList, whose items register with it as they mount (see Leaf).
 */
export const SideMenu = memo(() => {
    const tree = useMenuTree();
    const translate = useTranslate();
    const [sidebarOpen] = useConsoleSidebarState();
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
        <List
            component="nav"
            aria-label={translate('layout.menu')}
            data-testid="side-menu"
            className={sidebarOpen ? 'RaMenu-open' : 'RaMenu-closed'}
            sx={
                [
                    rootSx,
                    {
                        py: 1,
                        '& .console-menu-title': { flexGrow: 1 },
                        // collapsed: centred icons only (titles in tooltips)
                        '&.RaMenu-closed .MuiListItemButton-root': { px: '17px' },
                        '&.RaMenu-closed .MuiListItemIcon-root': { minWidth: 0 },
                        '&.RaMenu-closed .MuiListItemButton-root > .MuiTypography-root': { display: 'none' },
                        // a folded row's tooltip is anchored to the DeferredTooltip span around it: the span takes the
                        // row's side margins, so that the tooltip sits beside the row itself
                        '&.RaMenu-closed > span': { mx: 1 },
                        '&.RaMenu-closed > span > .MuiListItemButton-root': { mx: 0 },
                    },
                ] as SxProps<Theme>
            }
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
                    <Group
                        key={entry.path}
                        entry={entry}
                        open={openGroups.includes(entry.path)}
                        onToggle={() => toggle(entry.path)}
                        containsCurrent={containsCurrent}
                    />
                ) : (
                    <CollapsedGroup key={entry.path} entry={entry} containsCurrent={containsCurrent} />
                );
            })}
        </List>
    );
});
