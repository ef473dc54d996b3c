import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from './PageStates';

const errorSx = {
    '& .MuiAlert-root': { flexWrap: 'wrap', my: 0 },
    '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
    '& .MuiAlert-action': { ml: 0, pl: 0, pt: 0 },
} as const;

/** What a card's body needs of its react-query result. */
export interface QueryLike<T> {
    data: T | undefined;
    isPending: boolean;
    error: Error | null;
    isFetching?: boolean;
    refetch: () => unknown;
}

interface CardQueryProps<T> {
    query: QueryLike<T>;
    /** Shown while the first answer is on its way: the shape of the content. */
    skeleton: ReactNode;
    /** Whether the answer has nothing to show, and what to say then (saying what to do). */
    isEmpty?: (data: T) => boolean;
    empty?: ReactNode;
    children: (data: T) => ReactNode;
}

/**
 * A card's body through its query's life: skeleton, then content, an empty message, or the error (the
 * server's msg or the transport's message) with a retry. Data already shown stays when a refetch fails.
 */
export const CardQuery = <T,>({ query, skeleton, isEmpty, empty, children }: CardQueryProps<T>) => {
    if (query.data !== undefined) {
        if (isEmpty?.(query.data)) return <>{typeof empty === 'string' ? <EmptyText text={empty} /> : empty}</>;
        return <>{children(query.data)}</>;
    }
    if (query.error) {
        return (
            // the retry wraps under the message: a quarter-width card has no room beside it
            <Box sx={errorSx}>
                <LoadError error={query.error} onRetry={() => void query.refetch()} />
            </Box>
        );
    }
    return <>{skeleton}</>;
};

/** The muted sentence of an empty card. */
export const EmptyText = ({ text }: { text: string }) => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" color="text.secondary" data-testid="card-empty">
            {translate(text)}
        </Typography>
    );
};
