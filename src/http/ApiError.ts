import { HttpError } from 'react-admin';

/**
 * The one error the console throws for a failed call. It is react-admin's HttpError, so notifications show
 * `message` (the server's msg, or a translation key for transport failures) and authProvider.checkError sees
 * `status` (401 for an expired session, whether the server said so in the body or as the HTTP status).
 */
export class ApiError extends HttpError {
    /** The envelope's `code`, or the HTTP status when the body was not an envelope. */
    readonly code: number | string;
    constructor(message: string, status: number, code: number | string, body?: unknown) {
        super(message, status, body);
        // HttpError pins its own prototype in its constructor; restore ours so `instanceof ApiError` holds
        Object.setPrototypeOf(this, new.target.prototype);
        this.name = 'ApiError';
        this.code = code;
    }
}

export const isAbortError = (error: unknown): boolean =>
    error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string } | null)?.name === 'AbortError';
