import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DeferredTooltip } from '../overrides/DeferredTooltip';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { ThemeDrawer } from './ThemeDrawer';

/** A header button that opens the theme drawer (in the app bar's tools). */
export const ThemeDrawerButton = () => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const opened = useOpenedOnce(open);
    const label = translate('preferences.title');
    return (
        <>
            <DeferredTooltip title={label}>
                <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="theme-button">
                    <PaletteOutlinedIcon />
                </IconButton>
            </DeferredTooltip>
            {opened ? <ThemeDrawer open={open} onClose={() => setOpen(false)} /> : null}
        </>
    );
};
