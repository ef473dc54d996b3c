import { Box, type SxProps, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * Operator-written HTML (message content), sanitised (sanitizeHtml: DOMPurify with a stricter policy) before it
 * reaches the DOM: scripts, event handlers, javascript: URLs, styles but a few text ones, forms and frames are
 * dropped. The only place the console renders server HTML. Its box also holds whatever the HTML draws (paint
 * containment: nothing positioned or overflowing inside it is drawn outside it, fixed elements included), so no
 * server HTML can cover the rest of the console.
 */
export const SafeHtml = ({ html, sx }: { html: string | undefined; sx?: SxProps<Theme> }) => {
    const clean = useMemo(() => sanitizeHtml(html), [html]);
    return (
        <Box
            className="safe-html"
            sx={[
                {
                    contain: 'paint',
                    overflowWrap: 'anywhere',
                    lineHeight: 1.7,
                    '& img, & video': { maxWidth: '100%', height: 'auto' },
                    '& table': { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' },
                    '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
                    '& pre': { whiteSpace: 'pre-wrap' },
                    '& a': { color: 'primary.main' },
                },
                ...(Array.isArray(sx) ? sx : [sx]),
            ]}
            dangerouslySetInnerHTML={{ __html: clean }}
        />
    );
};
