import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Alert, Box, Button, CardContent, CircularProgress, Typography } from '@mui/material';
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

/** What QueryStates reads of a react-query result. */
interface QueryLike<T> {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
}

interface QueryStatesProps<T> {
    query: QueryLike<T>;
    /** Shown instead of the content when `isEmpty` says the answer holds nothing. */
    empty?: ReactNode;
    isEmpty?: (data: T) => boolean;
    children: (data: T) => ReactNode;
}

/**
 * The states of a card's query before its content: a spinner while it loads, the failure with a retry, the empty
 * state when there is nothing, else the content drawn from the answer.
 */
export const QueryStates = <T,>({ query, empty, isEmpty, children }: QueryStatesProps<T>) => {
    if (query.isPending) return <PageLoading />;
    if (query.isError || query.data === undefined)
        return (
            <CardContent>
                <LoadError error={query.error} onRetry={() => void query.refetch()} />
            </CardContent>
        );
    if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
    return <>{children(query.data)}</>;
};
