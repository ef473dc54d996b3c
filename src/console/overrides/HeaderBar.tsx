import MenuIcon from '@mui/icons-material/Menu';
import { AppBar as MuiAppBar, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useTranslate, type AppBarProps } from 'react-admin';
import { DeferredTooltip } from './DeferredTooltip';
import { useConsoleSidebarState } from '../shell/sidebarState';

/** react-admin's AppBar classes, kept so that its styles, our overrides and the tests still find each part. */
const HeaderBarClasses = {
    appBar: 'RaAppBar-appBar',
    toolbar: 'RaAppBar-toolbar',
    menuButton: 'RaAppBar-menuButton',
    menuButtonIconOpen: 'RaSidebarToggleButton-menuButtonIconOpen',
    menuButtonIconClosed: 'RaSidebarToggleButton-menuButtonIconClosed',
};

// react-admin's AppBar styles: a MUI AppBar (fixed, as its Layout with `appBarAlwaysOn` expects)
const StyledAppBar = styled(MuiAppBar)(({ theme }) => ({
    [`& .${HeaderBarClasses.toolbar}`]: {
        padding: `0 ${theme.spacing(1)}`,
        [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
    },
    // react-admin's 0.2em on the button, whose font size is MUI's 24 px icon size
    [`& .${HeaderBarClasses.menuButton}`]: { display: 'inline-flex', marginRight: `calc(0.2 * ${theme.typography.pxToRem(24)})` },
}));

// react-admin's SidebarToggleButton styles: the menu icon turns half a turn as the side menu opens
const ToggleIconButton = styled(IconButton)(({ theme }) => {
    const transition = theme.transitions.create(['transform'], {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
    });
    return {
        [`& .${HeaderBarClasses.menuButtonIconClosed}`]: { transition, transform: 'rotate(0deg)' },
        [`& .${HeaderBarClasses.menuButtonIconOpen}`]: { transition, transform: 'rotate(180deg)' },
    };
});

/**
 * The button that opens and folds the side menu, named by react-admin's "open menu" / "close menu". The menu
 * button class (its margin, and what the shell's styles hide or colour) is on a span around the button and its
 * tooltip's anchor: on the button, its margin would widen the anchor and move the tooltip off the button's centre.
 */
const SidebarToggle = () => {
    const translate = useTranslate();
    const [open, setOpen] = useConsoleSidebarState();
    const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' });
    return (
        <span className={HeaderBarClasses.menuButton}>
            <DeferredTooltip title={label}>
                <ToggleIconButton color="inherit" aria-label={label} onClick={() => setOpen(!open)}>
                    <MenuIcon classes={{ root: open ? HeaderBarClasses.menuButtonIconOpen : HeaderBarClasses.menuButtonIconClosed }} />
                </ToggleIconButton>
            </DeferredTooltip>
        </span>
    );
};

/**
 * The header bar: react-admin's AppBar (its classes, styles and parts: the side menu toggle, the children, the
 * tools, the user menu) without what it mounts on every first render, the toggle's MUI Tooltip, which sets its
 * child node from a ref as the page commits (docs/architecture.md, "First paint and cold load"). Its tooltip mounts on first hover or focus instead.
 *
 * react-admin's Layout gives `alwaysOn` (the shell sets `appBarAlwaysOn`): the bar never hides on scroll.
 */
export const HeaderBar = ({
    alwaysOn: _alwaysOn,
    children,
    className,
    color = 'secondary',
    toolbar,
    userMenu,
    container: Container = 'div',
    ...rest
}: AppBarProps) => {
    const xSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    return (
        <Container className={className}>
            <StyledAppBar className={HeaderBarClasses.appBar} color={color} {...rest}>
                <Toolbar disableGutters variant={xSmall ? 'regular' : 'dense'} className={HeaderBarClasses.toolbar}>
                    <SidebarToggle />
                    {children}
                    {toolbar}
                    {userMenu}
                </Toolbar>
            </StyledAppBar>
        </Container>
    );
};
