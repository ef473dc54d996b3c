import type { Envelope, HttpClient, RequestOptions } from '../../src/http/client';

export interface RecordedCall {
    path: string;
    options: RequestOptions;
}

/**
 * An HttpClient that records every request and answers from a queue (or a function of the request): for
 * pinning a declaration's mapping without any network.
 */
export const fakeHttp = (answer: Envelope | ((call: RecordedCall) => Envelope) = { code: 1 }) => {
    const calls: RecordedCall[] = [];
    const respond = (call: RecordedCall) => Promise.resolve(typeof answer === 'function' ? answer(call) : answer);
    const http: HttpClient = {
        request: <T extends Envelope>(path: string, options: RequestOptions = {}) => {
            const call = { path, options };
            calls.push(call);
            return respond(call) as Promise<T>;
        },
        get: <T extends Envelope>(path: string, query?: Record<string, unknown>, options?: RequestOptions) =>
            http.request<T>(path, { ...options, method: 'GET', query }),
        post: <T extends Envelope>(path: string, body?: Record<string, unknown>, options?: RequestOptions) =>
            http.request<T>(path, { ...options, method: 'POST', body }),
        // file transfers are pinned in src/http/transfer.test.ts against msw, not here
        transport: {
            headers: () => ({}),
            send: () => Promise.reject(new Error('fakeHttp has no transport')),
            transportError: error => error,
            timeoutMs: 0,
        },
        url: (path, query) => `http://fake/${path}${query ? `?${new URLSearchParams(query as Record<string, string>)}` : ''}`,
    };
    return { http, calls, last: () => calls[calls.length - 1] };
};
