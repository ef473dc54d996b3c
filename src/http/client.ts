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
}

export interface HttpClientOptions {
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

/** The transport rules of SPEC section 7 and the error catalogue of section 8, in one place. */
export const createHttpClient = ({ base, getToken, timeoutMs = REQUEST_TIMEOUT_MS, fetch: fetchImpl }: HttpClientOptions): HttpClient => {
    const url = (path: string, query?: Params) => {
        const search = toSearch(query);
        return search ? `${join(base, path)}?${search}` : join(base, path);
    };

    const request = async <T extends Envelope>(path: string, options: RequestOptions = {}): Promise<T> => {
        const { method = options.body ? 'POST' : 'GET', query, body, encoding = 'json', signal } = options;
        const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Accept: 'application/json' };
        const token = getToken();
        if (token) headers.token = token;
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
        const timeout = AbortSignal.timeout(timeoutMs);
        const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

        let response: Response;
        try {
            response = await (fetchImpl ?? globalThis.fetch)(url(path, query), {
                method,
                headers,
                body: payload,
                credentials: 'include',
                cache: 'no-store',
                signal: combined,
            });
        } catch (error) {
            // a request the caller cancelled is rethrown untouched: react-query ignores it
            if (signal?.aborted && isAbortError(error)) throw error;
            if (timeout.aborted) throw new ApiError('http.timeout', 0, 0);
            throw new ApiError('http.network', 0, 0);
        }

        let json: Envelope | undefined;
        try {
            json = (await response.json()) as Envelope;
        } catch {
            json = undefined;
        }
        if (response.status === 401 || (json && Number(json.code) === 401)) {
            throw new ApiError(json?.msg || statusTextKey(401), 401, json?.code ?? 401, json);
        }
        if (!response.ok) {
            throw new ApiError(json?.msg || statusTextKey(response.status), response.status, json?.code ?? response.status, json);
        }
        if (!json || typeof json !== 'object') throw new ApiError('http.badResponse', response.status, response.status);
        if (!isSuccess(json.code)) {
            throw new ApiError(json.msg || 'http.failed', response.status, json.code, json);
        }
        return json as T;
    };

    return {
        request,
        get: (path, query, options) => request(path, { ...options, method: 'GET', query }),
        post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
        url,
    };
};
