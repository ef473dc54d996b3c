import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A centred spinner while a screen's data loads: one progress bar, named (the spinner is the progress bar). */
export const PageLoading = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
            <CircularProgress size={32} aria-label={translate('ra.page.loading')} />
        </Box>
    );
};

/** A failed load: the server's msg (or the transport's message key) and a retry. */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
    const translate = useTranslate();
    const message = translate((error as Error | undefined)?.message || 'http.failed', { _: (error as Error | undefined)?.message });
    return (
        <Alert
            severity="error"
            icon={<ErrorOutlined />}
            action={
                onRetry ? (
                    <Button color="inherit" size="small" onClick={onRetry}>
                        {translate('common.retry')}
                    </Button>
                ) : undefined
            }
            sx={{ my: 2 }}
        >
            {translate('common.loadError', { message })}
        </Alert>
    );
};

/** Nothing to show, saying what to do about it. */
export const EmptyState = ({ icon, title, body, action }: { icon?: ReactNode; title: string; body?: string; action?: ReactNode }) => (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }} data-testid="empty-state">
        {icon ? <Box sx={{ '& svg': { fontSize: 64, opacity: 0.5 } }}>{icon}</Box> : null}
        <Typography variant="h6" sx={{ mt: 1 }}>
            {title}
        </Typography>
        {body ? (
            <Typography variant="body2" sx={{ maxWidth: 480, mx: 'auto', mt: 0.5 }}>
                {body}
            </Typography>
        ) : null}
        {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
);

/** Filters that match nothing: one sentence (a translation key) where the table's rows would be. */
export const NoMatch = ({ message }: { message: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ py: 5, px: 2, textAlign: 'center' }}>
            <Typography variant="subtitle1">{translate(message)}</Typography>
        </Box>
    );
};
