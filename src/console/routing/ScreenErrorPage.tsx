import Refresh from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChunkError } from './chunkError';

/**
 * What a screen that failed shows instead of a blank page, inside the shell (menus and header stay usable), with a
 * retry. A chunk that did not download (ChunkError, from loadChunk) says to check the network; any other error
 * thrown while rendering says that showing the page failed, and what failed (in `shellNotices.*`, loaded with the
 * shell and the open account pages: a screen renders only after they are there).
 */
export const ScreenErrorPage = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
    const translate = useTranslate();
    const chunk = error instanceof ChunkError ? error : undefined;
    return (
        <Box sx={{ p: 2 }} role="alert">
            <Alert
                severity="error"
                action={
                    <Button color="inherit" size="small" startIcon={<Refresh />} onClick={onRetry}>
                        {translate('app.chunk.retry')}
                    </Button>
                }
            >
                <AlertTitle>{translate(chunk ? 'app.chunk.title' : 'shellNotices.renderError.title')}</AlertTitle>
                {chunk ? (
                    `${translate(`app.chunk.${chunk.kind}`)} (${chunk.kind})`
                ) : (
                    <>
                        {translate('shellNotices.renderError.body')}
                        <Box component="p" sx={{ typography: 'body2', mb: 0, mt: 0.5, fontFamily: 'monospace', wordBreak: 'break-word' }}>
                            {translate('shellNotices.renderError.detail', { message: error instanceof Error ? error.message : String(error) })}
                        </Box>
                    </>
                )}
            </Alert>
        </Box>
    );
};
