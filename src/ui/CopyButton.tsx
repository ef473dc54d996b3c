import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/**
 * Copies text to the clipboard and says so, or why not. SPEC: "Copy failures: empty content, or browser not
 * supported". For a copy action that is not CopyButton's icon (a "Copy all" text button).
 */
export const useCopyText = (done = 'common.copy.done') => {
    const notify = useNotify();
    return async (text: string) => {
        if (!text) return notify('common.copy.empty', { type: 'warning' });
        if (!navigator.clipboard?.writeText) return notify('common.copy.unsupported', { type: 'warning' });
        try {
            await navigator.clipboard.writeText(text);
            notify(done, { type: 'success' });
        } catch {
            notify('common.copy.unsupported', { type: 'warning' });
        }
    };
};

/**
 * Copies text to the clipboard (useCopyText). `label` is the button's accessible name and tooltip (default: "Copy"),
 * `done` the message key of the success toast.
 */
export const CopyButton = ({ text, label, done }: { text: string; label?: string; done?: string }) => {
    const translate = useTranslate();
    const copy = useCopyText(done);
    const title = label ?? translate('common.copy.action');
    return (
        <Tooltip title={title}>
            <IconButton size="small" aria-label={title} onClick={() => void copy(text)}>
                <ContentCopy fontSize="inherit" />
            </IconButton>
        </Tooltip>
    );
};
