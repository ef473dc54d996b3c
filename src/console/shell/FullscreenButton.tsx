import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import { IconButton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DeferredTooltip } from '../overrides/DeferredTooltip';

/** Whether the page can go full screen (the Fullscreen API is there and allowed). */
const fullscreenSupported = (doc: Document = document): boolean =>
    typeof doc.documentElement?.requestFullscreen === 'function' && doc.fullscreenEnabled !== false;

/** The header's full-screen toggle; a browser without the Fullscreen API gets a message instead. */
export const FullscreenButton = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const [active, setActive] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
    useEffect(() => {
        const onChange = () => setActive(Boolean(document.fullscreenElement));
        document.addEventListener('fullscreenchange', onChange);
        return () => document.removeEventListener('fullscreenchange', onChange);
    }, []);
    const toggle = () => {
        if (!fullscreenSupported()) {
            notify('layout.fullscreen.unsupported', { type: 'warning' });
            return;
        }
        const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
        done.catch(() => notify('layout.fullscreen.unsupported', { type: 'warning' }));
    };
    const label = translate(active ? 'layout.fullscreen.exit' : 'layout.fullscreen.enter');
    return (
        <DeferredTooltip title={label}>
            <IconButton color="inherit" aria-label={label} onClick={toggle}>
                {active ? <FullscreenExit /> : <Fullscreen />}
            </IconButton>
        </DeferredTooltip>
    );
};
