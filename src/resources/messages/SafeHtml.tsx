import { Box, type SxProps, type Theme } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator-written HTML (message content), sanitised by DOMPurify before it reaches the DOM: scripts, event
 * handlers and javascript: URLs are dropped. The only place the console renders server HTML.
 */
export const SafeHtml = ({ html, sx }: { html: string | undefined; sx?: SxProps<Theme> }) => {
    const clean = useMemo(() => DOMPurify.sanitize(html ?? ''), [html]);
    return (
        <Box
            className="safe-html"
            sx={[
                {
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
