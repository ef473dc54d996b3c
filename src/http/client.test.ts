import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createHttpClient } from './client';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const client = (respond: (url: string, init: RequestInit) => Response | Promise<Response>, token: string | null = 'tok') => {
    const fetchMock = vi.fn((url: string | URL | Request, init?: RequestInit) => Promise.resolve(respond(String(url), init ?? {})));
    const http = createHttpClient({ base: '/antsxdp/', getToken: () => token, fetch: fetchMock as unknown as typeof fetch });
    return { http, fetchMock };
};

const rejection = async (promise: Promise<unknown>) => {
    try {
        await promise;
    } catch (error) {
        return error as ApiError;
    }
    throw new Error('expected a rejection');
};

describe('http client', () => {
    it('sends JSON with the token header, no-cache and credentials', async () => {
        const { http, fetchMock } = client(() => json({ code: 1, data: 7 }));
        const answer = await http.post('sys/config/list', { page: 1 });
        expect(answer.data).toBe(7);
        const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
        expect(url).toBe('/antsxdp/sys/config/list');
        expect(init.method).toBe('POST');
        expect(init.credentials).toBe('include');
        expect(init.body).toBe('{"page":1}');
        const headers = init.headers as Record<string, string>;
        expect(headers.token).toBe('tok');
        expect(headers['Content-Type']).toMatch(/application\/json/);
        expect(headers['Cache-Control']).toBe('no-cache');
    });

    it('form-encodes when a call asks for it and puts GET params in the query', async () => {
        const { http, fetchMock } = client(() => json({ code: '0' }));
        await http.post('app/account/message/delete', { ids: '1,2' }, { encoding: 'form' });
        await http.get('app/account/message/info', { id: 3, empty: undefined });
        const [, formInit] = fetchMock.mock.calls[0] as [string, RequestInit];
        expect(formInit.body).toBe('ids=1%2C2');
        expect((formInit.headers as Record<string, string>)['Content-Type']).toMatch(/x-www-form-urlencoded/);
        expect(fetchMock.mock.calls[1][0]).toBe('/antsxdp/app/account/message/info?id=3');
    });

    it('omits the token header when signed out', async () => {
        const { http, fetchMock } = client(() => json({ code: 1 }), null);
        await http.get('app/common/web/config');
        expect((fetchMock.mock.calls[0][1] as RequestInit).headers).not.toHaveProperty('token');
    });

    it.each([1, 0, '1', '0'])('accepts success code %j', async code => {
        const { http } = client(() => json({ code }));
        await expect(http.get('x')).resolves.toMatchObject({ code });
    });

    it('throws the server msg and code for any other code', async () => {
        const { http } = client(() => json({ code: 500, msg: 'IP区间重复：1.1.1.1-1.1.1.2' }));
        const error = await rejection(http.post('x', {}));
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message).toBe('IP区间重复：1.1.1.1-1.1.1.2');
        expect(error.code).toBe(500);
    });

    it('maps code 401 in the body and HTTP 401 to status 401 and the expired-session message', async () => {
        const inBody = await rejection(client(() => json({ code: 401, msg: 'invalid token' })).http.get('x'));
        expect(inBody.status).toBe(401);
        expect(inBody.message).toBe('auth.expired');
        const asStatus = await rejection(client(() => new Response('nope', { status: 401 })).http.get('x'));
        expect(asStatus.status).toBe(401);
        expect(asStatus.message).toBe('auth.expired');
    });

    it('translates HTTP failures to the status text keys', async () => {
        const error = await rejection(client(() => new Response('<html>', { status: 500 })).http.get('x'));
        expect(error.message).toBe('http.status.500');
        const other = await rejection(client(() => new Response('', { status: 418 })).http.get('x'));
        expect(other.message).toBe('http.status.other');
    });

    it('rethrows a cancelled request untouched so react-query ignores it', async () => {
        const controller = new AbortController();
        const { http } = client(
            (_url, init) =>
                new Promise((_resolve, reject) => {
                    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
                }),
        );
        const pending = http.get('x', undefined, { signal: controller.signal });
        controller.abort();
        const error = await rejection(pending);
        expect(error).not.toBeInstanceOf(ApiError);
        expect((error as unknown as DOMException).name).toBe('AbortError');
    });

    it('gives up after the timeout with a translated message', async () => {
        const fetchMock = (_url: unknown, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
                init?.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError')));
            });
        const http = createHttpClient({ base: '/antsxdp/', getToken: () => null, fetch: fetchMock as typeof fetch, timeoutMs: 20 });
        const error = await rejection(http.get('x'));
        expect(error.message).toBe('http.timeout');
    });

    it('builds absolute image URLs for the captcha', () => {
        const { http } = client(() => json({ code: 1 }));
        expect(http.url('app/account/kaptcha.jpg', { uuid: 'abc' })).toBe('/antsxdp/app/account/kaptcha.jpg?uuid=abc');
    });
});
