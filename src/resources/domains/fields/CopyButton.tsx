import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** Copies text to the clipboard; says so, or why not (empty content, browser not supported). */
export const CopyButton = ({ text, label }: { text: string; label?: string }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const copy = async () => {
        if (!text) return notify('domains.copy.empty', { type: 'warning' });
        if (!navigator.clipboard?.writeText) return notify('domains.copy.unsupported', { type: 'warning' });
        try {
            await navigator.clipboard.writeText(text);
            notify('domains.copy.done', { type: 'success' });
        } catch {
            notify('domains.copy.unsupported', { type: 'warning' });
        }
    };
    const title = label ?? translate('domains.copy.action');
    return (
        <Tooltip title={title}>
            <IconButton size="small" aria-label={title} onClick={() => void copy()}>
                <ContentCopy fontSize="inherit" />
            </IconButton>
        </Tooltip>
    );
};
