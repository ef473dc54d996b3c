import NavigationRefresh from '@mui/icons-material/Refresh';
import { CircularProgress, IconButton } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useLoading, useRefresh, useTranslate } from 'react-admin';
import { DeferredTooltip } from './DeferredTooltip';

/** react-admin's LoadingIndicator classes, kept with its styles. */
const classes = {
    loader: 'RaLoadingIndicator-loader',
    loadedLoading: 'RaLoadingIndicator-loadedLoading',
    loadedIcon: 'RaLoadingIndicator-loadedIcon',
};

const Root = styled('div')({
    position: 'relative',
    [`& .${classes.loadedIcon}.${classes.loadedLoading}`]: { opacity: 0 },
    [`& .${classes.loader}`]: { position: 'absolute', top: '30%', left: '30%' },
});

/**
 * The header's refresh button, a small spinner in its place while react-admin loads: react-admin's
 * LoadingIndicator and RefreshIconButton, with a tooltip that mounts on first hover or focus (theirs, MUI's
 * Tooltip, set its child node from a ref on every first render: see HeaderBar.tsx).
 */
export const HeaderLoadingIndicator = () => {
    const loading = useLoading();
    const refresh = useRefresh();
    const translate = useTranslate();
    const theme = useTheme();
    const label = translate('ra.action.refresh', { _: 'Refresh' });
    const onClick = (event: MouseEvent) => {
        event.preventDefault();
        refresh();
    };
    return (
        <Root>
            <DeferredTooltip title={label}>
                <IconButton
                    aria-label={label}
                    className={loading ? `${classes.loadedIcon} ${classes.loadedLoading}` : classes.loadedIcon}
                    color="inherit"
                    onClick={onClick}
                >
                    <NavigationRefresh />
                </IconButton>
            </DeferredTooltip>
            {loading && <CircularProgress className={`app-loader ${classes.loader}`} color="inherit" size={theme.spacing(2)} thickness={6} />}
        </Root>
    );
};
