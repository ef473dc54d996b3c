import { REQUEST_TIMEOUT_MS, SUCCESS_CODES } from '../config/constants';
import { ApiError, isAbortError } from './ApiError';
import { statusTextKey } from './statusText';

/** The backend's envelope: `code` and `msg`, plus whatever the call answers (data, page, token, user...). */
export interface Envelope {
    code: number | string;
    msg?: string;
    [key: string]: unknown;
}

export type Encoding = 'json' | 'form';
export type Params = Record<string, unknown>;

export interface RequestOptions {
    method?: 'GET' | 'POST';
    /** Sent in the query string. */
    query?: Params;
    /** Sent in the body, JSON by default or form-encoded. */
    body?: Params;
    encoding?: Encoding;
    signal?: AbortSignal;
}

export interface HttpClient {
    request<T extends Envelope = Envelope>(path: string, options?: RequestOptions): Promise<T>;
    get<T extends Envelope = Envelope>(path: string, query?: Params, options?: Omit<RequestOptions, 'method' | 'query'>): Promise<T>;
    post<T extends Envelope = Envelope>(path: string, body?: Params, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
    /** An absolute URL for a path (images such as the captcha). */
    url(path: string, query?: Params): string;
    /**
     * The transport under request(), for calls that are not JSON envelopes (file transfers: ./transfer.ts): the
     * headers every call sends, fetch with the shared timeout, credentials and transport error mapping, the timeout.
     */
    transport: Transport;
}

export interface Transport {
    headers(): Record<string, string>;
    send(target: string, init: RequestInit, signal: AbortSignal | undefined): Promise<{ response: Response; timeout: AbortSignal }>;
    /** A failure of the transport itself as the error to throw: the caller's cancel untouched, else http.timeout / http.network. */
    transportError(error: unknown, signal: AbortSignal | undefined, timeout: AbortSignal | undefined): unknown;
    timeoutMs: number;
}

interface HttpClientOptions {
    base: string;
    getToken: () => string | null;
    timeoutMs?: number;
    fetch?: typeof fetch;
}

const toSearch = (params: Params | undefined): string => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) {
        if (value === undefined || value === null) continue;
        search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    return search.toString();
};

export const isSuccess = (code: unknown): boolean => SUCCESS_CODES.includes(code as number | string);

const join = (base: string, path: string) => `${base}${path.replace(/^\//, '')}`;

/** The statuses a proxy answers for a backend it cannot reach. */
const GATEWAY_DOWN = [502, 503, 504];

/**
 * The message of every 401: the translated expired-session notice the re-login dialog and the login page show
 * (authProvider's EXPIRED_MESSAGE is this key), never the server's raw msg ("invalid token") beside it.
 */
export const SESSION_EXPIRED_MESSAGE = 'auth.expired';

/**
 * The code of a call refused because an administrator disabled the account (designed): the session ends as with a
 * 401, and the server's msg says why (the sign-in page shows it instead of the expiry notice).
 */
export const ACCOUNT_DISABLED_CODE = 4011;

/**
 * How every answer is judged (SPEC section 8): a 401 (status or code) ends the session and reads as the expired
 * session (a disabled account's refusal ends it too, with the server's msg), another HTTP failure or a non-success code is an ApiError with the server's msg (http.unavailable for a
 * gateway's own error page, http.badResponse for a 2xx that is not an envelope), and only a success envelope is
 * returned.
 */
export const judge = <T extends Envelope>(status: number, json: Envelope | undefined): T => {
    if (status === 401 || (json && Number(json.code) === 401)) {
        throw new ApiError(SESSION_EXPIRED_MESSAGE, 401, json?.code ?? 401, json);
    }
    if (json && Number(json.code) === ACCOUNT_DISABLED_CODE) throw new ApiError(json.msg || SESSION_EXPIRED_MESSAGE, 401, ACCOUNT_DISABLED_CODE, json);
    // a gateway answering its own page (HTML, not an envelope): the backend behind it is down, not broken
    if (!json && GATEWAY_DOWN.includes(status)) throw new ApiError('http.unavailable', status, status);
    if (status < 200 || status >= 300) {
        throw new ApiError(json?.msg || statusTextKey(status), status, json?.code ?? status, json);
    }
    if (!json || typeof json !== 'object') throw new ApiError('http.badResponse', status, status);
    if (!isSuccess(json.code)) {
        throw new ApiError(json.msg || 'http.failed', status, json.code, json);
    }
    return json as T;
};

export const parseEnvelope = (text: string): Envelope | undefined => {
    try {
        const value: unknown = JSON.parse(text);
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as Envelope) : undefined;
    } catch {
        return undefined;
    }
};

/** The transport rules of SPEC section 7 and the error catalogue of section 8, in one place. */
export const createHttpClient = ({ base, getToken, timeoutMs = REQUEST_TIMEOUT_MS, fetch: fetchImpl }: HttpClientOptions): HttpClient => {
    const url = (path: string, query?: Params) => {
        const search = toSearch(query);
        return search ? `${join(base, path)}?${search}` : join(base, path);
    };

    /** The headers every call sends: no-cache, JSON answers, the token when signed in. */
    const baseHeaders = (): Record<string, string> => {
        const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Accept: 'application/json' };
        const token = getToken();
        if (token) headers.token = token;
        return headers;
    };

    /** fetch with the shared timeout and transport error mapping (a caller's cancel is rethrown untouched). */
    const send = async (target: string, init: RequestInit, signal: AbortSignal | undefined): Promise<{ response: Response; timeout: AbortSignal }> => {
        const timeout = AbortSignal.timeout(timeoutMs);
        const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
        try {
            const response = await (fetchImpl ?? globalThis.fetch)(target, { ...init, credentials: 'include', cache: 'no-store', signal: combined });
            return { response, timeout };
        } catch (error) {
            throw transportError(error, signal, timeout);
        }
    };

    const transportError = (error: unknown, signal: AbortSignal | undefined, timeout: AbortSignal | undefined): unknown => {
        // a request the caller cancelled is rethrown untouched: react-query ignores it
        if (signal?.aborted && isAbortError(error)) return error;
        if (timeout?.aborted) return new ApiError('http.timeout', 0, 0);
        return new ApiError('http.network', 0, 0);
    };

    const request = async <T extends Envelope>(path: string, options: RequestOptions = {}): Promise<T> => {
        const { method = options.body ? 'POST' : 'GET', query, body, encoding = 'json', signal } = options;
        const headers = baseHeaders();
        let payload: string | undefined;
        if (method === 'POST') {
            if (encoding === 'form') {
                headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
                payload = toSearch(body);
            } else {
                headers['Content-Type'] = 'application/json;charset=UTF-8';
                payload = JSON.stringify(body ?? {});
            }
        }
        const { response } = await send(url(path, query), { method, headers, body: payload }, signal);
        let json: Envelope | undefined;
        try {
            json = (await response.json()) as Envelope;
        } catch {
            json = undefined;
        }
        return judge<T>(response.status, json);
    };

    return {
        request,
        get: (path, query, options) => request(path, { ...options, method: 'GET', query }),
        post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
        url,
        transport: { headers: baseHeaders, send, transportError, timeoutMs },
    };
};
