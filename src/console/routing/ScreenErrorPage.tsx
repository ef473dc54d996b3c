import Refresh from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ChunkError } from './chunkError';

const ErrorAlert = ({ title, onRetry, children }: { title: string; onRetry: () => void; children: ReactNode }) => {
    const translate = useTranslate();
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
                <AlertTitle>{translate(title)}</AlertTitle>
                {children}
            </Alert>
        </Box>
    );
};

/**
 * What a screen that failed shows instead of a blank page, inside the shell (menus and header stay usable), with a
 * retry. A chunk that did not download (ChunkError, from loadChunk) says to check the network; any other error
 * thrown while rendering says that showing the page failed, and what failed.
 */
export const ScreenErrorPage = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
    const translate = useTranslate();
    if (error instanceof ChunkError) {
        return (
            <ErrorAlert title="app.chunk.title" onRetry={onRetry}>
                {translate(`app.chunk.${error.kind}`)} ({error.kind})
            </ErrorAlert>
        );
    }
    const message = error instanceof Error ? error.message : String(error);
    return (
        <ErrorAlert title="app.renderError.title" onRetry={onRetry}>
            {translate('app.renderError.body')}
            <Typography variant="body2" component="p" sx={{ mt: 0.5, fontFamily: 'monospace', wordBreak: 'break-word' }}>
                {translate('app.renderError.detail', { message })}
            </Typography>
        </ErrorAlert>
    );
};
