import Refresh from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toChunkError } from './chunkError';

/** What a screen that failed to download shows instead of a blank page: what happened, and a way to retry. */
export const ChunkErrorPage = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
    const translate = useTranslate();
    const { kind } = toChunkError(error);
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
                <AlertTitle>{translate('app.chunk.title')}</AlertTitle>
                {translate(`app.chunk.${kind}`)} ({kind})
            </Alert>
        </Box>
    );
};
