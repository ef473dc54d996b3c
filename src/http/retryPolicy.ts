import { ApiError } from './ApiError';

/** How many times a failed read is tried again. */
export const READ_RETRIES = 2;

/**
 * Whether react-query should try a failed read again: only when the failure may pass (the network, a timeout, a
 * gateway or server error answered as an HTTP status), never when the server answered with a refusal (`code`
 * and `msg`) or a 4xx: asking again would only show the same message seconds later.
 */
export const shouldRetryRead = (failureCount: number, error: unknown): boolean => {
    if (failureCount >= READ_RETRIES) return false;
    if (!(error instanceof ApiError)) return false;
    return error.status === 0 || error.status >= 500;
};
