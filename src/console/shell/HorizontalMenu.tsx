import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, ListSubheader, Menu as MuiMenu } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuEntry } from '../routing/derive';
import { useMenuTree } from '../routing/RouteTableContext';
import { PageMenuItem, useIsActive } from './PageMenuItem';
import { useActiveGroups } from '../overrides/SideMenu';

const buttonSx = (active: boolean) => ({
    height: 48,
    px: 1.5,
    borderRadius: 0,
    flexShrink: 0,
    fontSize: 14,
    fontWeight: active ? 600 : 400,
    color: active ? 'primary.main' : 'text.primary',
    borderBottom: 2,
    borderColor: active ? 'primary.main' : 'transparent',
    whiteSpace: 'nowrap',
    '&:hover': { bgcolor: (theme: { palette: { primary: { main: string } } }) => alpha(theme.palette.primary.main, 0.08) },
    '& .MuiButton-startIcon': { mr: 0.5, '& svg': { fontSize: 18 } },
    '& .MuiButton-endIcon': { ml: 0.25 },
});

/** A group of the header menu: its title opens its pages in a dropdown. */
const GroupButton = ({ entry, active }: { entry: MenuEntry; active: boolean }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <Button
                color="inherit"
                aria-haspopup="menu"
                aria-expanded={Boolean(anchor)}
                data-group={entry.path}
                endIcon={<ExpandMore fontSize="small" />}
                onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                sx={buttonSx(active)}
            >
                {translate(entry.title)}
            </Button>
            <MuiMenu
                anchorEl={anchor}
                open={Boolean(anchor)}
                onClose={() => setAnchor(null)}
                disableScrollLock
                slotProps={{ paper: { sx: { minWidth: 170 } } }}
            >
                {entry.children.map(child => (
                    <PageMenuItem key={child.path} entry={child} onChoose={() => setAnchor(null)} />
                ))}
            </MuiMenu>
        </>
    );
};

/** How many of the entries fit in `available` px, leaving room for the "more" button when some do not. */
export const fittingCount = (widths: number[], available: number, moreWidth: number): number => {
    const total = widths.reduce((sum, width) => sum + width, 0);
    if (total <= available) return widths.length;
    let used = moreWidth;
    let count = 0;
    while (count < widths.length && used + widths[count] <= available) used += widths[count++];
    return count;
};

const MORE_WIDTH = 88;

/** The entries that did not fit, in a "more" dropdown (groups listed with their pages under a caption). */
const MoreButton = ({ entries, active }: { entries: MenuEntry[]; active: boolean }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const close = () => setAnchor(null);
    return (
        <>
            <Button
                color="inherit"
                aria-haspopup="menu"
                endIcon={<ExpandMore fontSize="small" />}
                onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                sx={buttonSx(active)}
            >
                {translate('layout.more')}
            </Button>
            <MuiMenu
                anchorEl={anchor}
                open={Boolean(anchor)}
                onClose={close}
                disableScrollLock
                slotProps={{ paper: { sx: { minWidth: 180, maxHeight: '70vh' } } }}
            >
                {entries.flatMap(entry =>
                    entry.children.length
                        ? [
                              <ListSubheader key={entry.path} sx={{ lineHeight: '32px', fontSize: 12 }}>
                                  {translate(entry.title)}
                              </ListSubheader>,
                              ...entry.children.map(child => <PageMenuItem key={child.path} entry={child} onChoose={close} sx={{ minHeight: 36, pl: 3 }} />),
                          ]
                        : [<PageMenuItem key={entry.path} entry={entry} onChoose={close} sx={{ minHeight: 36 }} />],
                )}
            </MuiMenu>
        </>
    );
};

/**
 * The top-to-bottom layout's menu, in the header: pages as tabs, groups as dropdowns; what does not fit the
 * header's width goes into a "more" dropdown at the end.
 */
export const HorizontalMenu = () => {
    const tree = useMenuTree();
    const translate = useTranslate();
    const activeGroups = useActiveGroups();
    const isActive = useIsActive();
    const navRef = useRef<HTMLElement>(null);
    const measureRef = useRef<HTMLDivElement>(null);
    const [count, setCount] = useState(tree.length);
    const locale = useLocale();

    useLayoutEffect(() => {
        const nav = navRef.current;
        const measure = measureRef.current;
        if (!nav || !measure) return;
        const update = () => {
            const widths = [...measure.children].map(child => (child as HTMLElement).offsetWidth);
            setCount(fittingCount(widths, nav.clientWidth, MORE_WIDTH));
        };
        update();
        const observer = new ResizeObserver(update);
        observer.observe(nav);
        return () => observer.disconnect();
    }, [tree, locale]);

    const renderEntry = (entry: MenuEntry) =>
        entry.children.length ? (
            <GroupButton key={entry.path} entry={entry} active={activeGroups.includes(entry.path)} />
        ) : (
            <Button key={entry.path} color="inherit" component={Link} to={entry.path} sx={buttonSx(isActive(entry.path))}>
                {translate(entry.title)}
            </Button>
        );
    const hidden = tree.slice(count);
    return (
        <Box
            component="nav"
            ref={navRef}
            data-testid="header-menu"
            aria-label={translate('layout.menu')}
            sx={{ display: 'flex', alignItems: 'stretch', flex: 1, minWidth: 0, position: 'relative', overflow: 'hidden' }}
        >
            {/* the same entries, invisible, for measuring their widths */}
            <Box
                ref={measureRef}
                aria-hidden
                sx={{ position: 'absolute', visibility: 'hidden', pointerEvents: 'none', display: 'flex', top: 0, left: 0 }}
                inert
            >
                {tree.map(entry => (
                    <Button
                        key={entry.path}
                        color="inherit"
                        tabIndex={-1}
                        endIcon={entry.children.length ? <ExpandMore fontSize="small" /> : undefined}
                        sx={buttonSx(false)}
                    >
                        {translate(entry.title)}
                    </Button>
                ))}
            </Box>
            {tree.slice(0, count).map(renderEntry)}
            {hidden.length > 0 && <MoreButton entries={hidden} active={hidden.some(entry => activeGroups.includes(entry.path) || isActive(entry.path))} />}
        </Box>
    );
};
