import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { styled, ThemeProvider } from '@mui/material/styles';
import { SidebarClasses, useLocale, type SidebarProps } from 'react-admin';
import { useShell } from '../shell/ShellContext';
import { useConsoleSidebarState } from '../shell/sidebarState';

/**
 * react-admin's sidebar drawer, styled as its Sidebar is (the same classes and rules; the header is always on,
 * so the rules for a header hidden on scroll are left out). react-admin's Sidebar reads the page's scroll offset
 * while it renders, for that hidden header: on a cold load that forced the browser to lay the page out in the
 * middle of the first render, 15 to 20 ms.
 */
const SidebarDrawer = styled(Drawer, {
    name: 'RaSidebar',
    slot: 'Root',
    overridesResolver: (_props, styles) => styles.root,
    shouldForwardProp: () => true,
})(({ open, theme }) => ({
    // as tall as the page beside it, so the menu's background runs to the bottom of a long page
    minHeight: 'calc(100vh - 3em)',
    alignSelf: 'stretch',
    marginTop: 0,
    transition: theme.transitions.create('margin', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
    [`& .${SidebarClasses.fixed}`]: {
        position: 'fixed',
        height: 'calc(100vh - 3em)',
        overflowX: 'hidden',
        scrollbarWidth: 'none',
        msOverflowStyle: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
    },
    '& .MuiPaper-root': {
        position: 'relative',
        width: open ? theme.sidebar.width : theme.sidebar.closedWidth,
        transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
        backgroundColor: 'transparent',
        borderRight: 'none',
        [theme.breakpoints.only('xs')]: {
            marginTop: 0,
            height: '100vh',
            position: 'inherit',
            backgroundColor: (theme.vars || theme).palette.background.default,
        },
        [theme.breakpoints.up('md')]: { border: 'none' },
        zIndex: 'inherit',
    },
}));

/** The drawer in the aside theme (its breakpoints say when it is a phone's temporary drawer). */
const AsideDrawer = ({ children, appBarAlwaysOn: _alwaysOn, closedSize: _closed, size: _size, ...rest }: SidebarProps) => {
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [open, setOpen] = useConsoleSidebarState();
    useLocale(); // a language change redraws the menu
    const toggle = () => setOpen(!open);
    return phone ? (
        <SidebarDrawer variant="temporary" open={open} onClose={toggle} classes={SidebarClasses} {...rest}>
            {children}
        </SidebarDrawer>
    ) : (
        <SidebarDrawer
            variant="permanent"
            open={open}
            onClose={toggle}
            classes={SidebarClasses}
            className={open ? 'RaSidebar-open' : 'RaSidebar-closed'}
            {...rest}
        >
            <div className={SidebarClasses.fixed}>{children}</div>
        </SidebarDrawer>
    );
};

/** The side menu's drawer in the aside theme: 220 px, 70 px folded, a temporary drawer on phones. */
export const ConsoleSidebar = (props: SidebarProps) => {
    const { themes } = useShell();
    return (
        <ThemeProvider theme={themes.aside}>
            <AsideDrawer
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
