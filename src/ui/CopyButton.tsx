import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/**
 * Copies text to the clipboard; says so, or why not. SPEC: "Copy failures: empty content, or browser not
 * supported". `label` is the button's accessible name and tooltip (default: "Copy").
 */
export const CopyButton = ({ text, label }: { text: string; label?: string }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const copy = async () => {
        if (!text) return notify('common.copy.empty', { type: 'warning' });
        if (!navigator.clipboard?.writeText) return notify('common.copy.unsupported', { type: 'warning' });
        try {
            await navigator.clipboard.writeText(text);
            notify('common.copy.done', { type: 'success' });
        } catch {
            notify('common.copy.unsupported', { type: 'warning' });
        }
    };
    const title = label ?? translate('common.copy.action');
    return (
        <Tooltip title={title}>
            <IconButton size="small" aria-label={title} onClick={() => void copy()}>
                <ContentCopy fontSize="inherit" />
            </IconButton>
        </Tooltip>
    );
};
