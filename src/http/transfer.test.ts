import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createHttpClient } from './client';
import { dispositionFilename, downloadFile, uploadFile, type TransferProgress } from './transfer';
import { NodeFile, withNodeFormData } from '../../tests/support/nodeFormData';

const rejection = async (promise: Promise<unknown>) => {
    try {
        await promise;
    } catch (error) {
        return error as ApiError;
    }
    throw new Error('expected a rejection');
};

/** A body streamed in the given chunks, with the given headers. */
const streamed = (chunks: string[], headers: Record<string, string>, status = 200) => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
        start(controller) {
            for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
            controller.close();
        },
    });
    return new Response(body, { status, headers });
};

const fetchClient = (respond: () => Response, token: string | null = 'tok') => {
    const fetchMock = vi.fn((_url: string | URL | Request, _init?: RequestInit) => Promise.resolve(respond()));
    return { http: createHttpClient({ base: '/antsxdp/', getToken: () => token, fetch: fetchMock as unknown as typeof fetch }), fetchMock };
};

describe('dispositionFilename', () => {
    it('reads quoted, bare and RFC 5987 names', () => {
        expect(dispositionFilename('attachment; filename="dns-console-20261123.json"')).toBe('dns-console-20261123.json');
        expect(dispositionFilename('attachment; filename=db.sql')).toBe('db.sql');
        expect(dispositionFilename('attachment; filename="x.json"; filename*=UTF-8\'\'%E6%95%B0%E6%8D%AE.json')).toBe('数据.json');
        expect(dispositionFilename('attachment')).toBeUndefined();
        expect(dispositionFilename(null)).toBeUndefined();
    });
});

describe('http client download', () => {
    it('streams the file with the token header, reporting determinate progress, and names it from Content-Disposition', async () => {
        const { http, fetchMock } = fetchClient(() =>
            streamed(['{"a":', '1}'], { 'Content-Type': 'application/json', 'Content-Length': '7', 'Content-Disposition': 'attachment; filename="dump.json"' }),
        );
        const progress: TransferProgress[] = [];
        const { blob, filename } = await downloadFile(http, 'sys/config/export/db', { onProgress: p => progress.push(p), query: { v: 1 } });
        expect(filename).toBe('dump.json');
        expect(await blob.text()).toBe('{"a":1}');
        expect(progress[0]).toEqual({ loaded: 0, total: 7 });
        expect(progress.at(-1)).toEqual({ loaded: 7, total: 7 });
        const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
        expect(url).toBe('/antsxdp/sys/config/export/db?v=1');
        expect((init.headers as Record<string, string>).token).toBe('tok');
        expect(init.credentials).toBe('include');
    });

    it('reports progress without a total when the size is unknown, and falls back to the given name', async () => {
        const { http } = fetchClient(() => streamed(['abc', 'de'], { 'Content-Type': 'application/octet-stream' }));
        const progress: TransferProgress[] = [];
        const { blob, filename } = await downloadFile(http, 'f', { onProgress: p => progress.push(p), fallbackName: 'backup-20261123.json' });
        expect(filename).toBe('backup-20261123.json');
        expect(blob.size).toBe(5);
        expect(progress.map(p => p.total)).toEqual([undefined, undefined, undefined]);
        expect(progress.at(-1)?.loaded).toBe(5);
    });

    it('turns an envelope with a failure code into the ApiError with its msg', async () => {
        const { http } = fetchClient(() => HttpResponse.json({ code: 500, msg: '导出失败' }));
        const error = await rejection(downloadFile(http, 'sys/config/export/db'));
        expect(error).toBeInstanceOf(ApiError);
        expect(error.message).toBe('导出失败');
        expect(error.code).toBe(500);
    });

    it('maps 401 (status or code) and HTTP failures as request does', async () => {
        const inBody = await rejection(downloadFile(fetchClient(() => HttpResponse.json({ code: 401, msg: 'invalid token' })).http, 'x'));
        expect([inBody.status, inBody.message]).toEqual([401, 'auth.expired']);
        const asStatus = await rejection(downloadFile(fetchClient(() => new Response('nope', { status: 401 })).http, 'x'));
        expect([asStatus.status, asStatus.message]).toEqual([401, 'auth.expired']);
        const server = await rejection(
            downloadFile(fetchClient(() => new Response('<html>', { status: 502, headers: { 'Content-Type': 'text/html' } })).http, 'x'),
        );
        expect(server.status).toBe(502);
    });

    it('maps a network failure and rethrows a cancel untouched', async () => {
        const failing = createHttpClient({ base: '/', getToken: () => null, fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch });
        expect((await rejection(downloadFile(failing, 'x'))).message).toBe('http.network');
        const controller = new AbortController();
        controller.abort();
        const aborting = createHttpClient({
            base: '/',
            getToken: () => null,
            fetch: ((_: unknown, init?: RequestInit) => Promise.reject(init?.signal?.reason as Error)) as typeof fetch,
        });
        const error = await rejection(downloadFile(aborting, 'x', { signal: controller.signal }));
        expect(error.name).toBe('AbortError');
    });
});

describe('http client upload', () => {
    let received: { token: string | null; file?: File; note?: string; contentType: string | null } | undefined;
    const server = setupServer(
        mswHttp.post('http://localhost/antsxdp/up/ok', async ({ request }) => {
            const form = await request.formData();
            received = {
                token: request.headers.get('token'),
                file: form.get('file') as File,
                note: String(form.get('note') ?? ''),
                contentType: request.headers.get('content-type'),
            };
            return HttpResponse.json({ code: 1, msg: 'success', data: { size: (form.get('file') as File).size } });
        }),
        mswHttp.post('http://localhost/antsxdp/up/refused', () => HttpResponse.json({ code: 500, msg: '文件格式不正确' })),
        mswHttp.post('http://localhost/antsxdp/up/expired', () => HttpResponse.json({ code: 401, msg: 'invalid token' })),
        mswHttp.post('http://localhost/antsxdp/up/broken', () => new HttpResponse('<html>', { status: 500 })),
        mswHttp.post('http://localhost/antsxdp/up/network', () => HttpResponse.error()),
    );
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => {
        received = undefined;
        server.resetHandlers();
    });
    afterAll(() => server.close());

    // jsdom's FormData and File do not survive msw's XMLHttpRequest interception (the file arrives as the text
    // "undefined"): the tests use Node's own, as a browser's would be used in the browser
    withNodeFormData();
    const client = createHttpClient({ base: 'http://localhost/antsxdp/', getToken: () => 'tok' });
    const file = () => new NodeFile(['{"version":1}'], 'dump.json', { type: 'application/json' }) as unknown as File;

    it('posts the file as multipart (field file, extra fields) with the token header and answers the envelope', async () => {
        const progress: TransferProgress[] = [];
        const answer = await uploadFile(client, 'up/ok', file(), { body: { note: 'x' }, onProgress: p => progress.push(p) });
        expect(answer).toMatchObject({ code: 1, data: { size: 13 } });
        expect(received?.token).toBe('tok');
        expect(received?.contentType).toMatch(/multipart\/form-data/);
        expect(received?.file?.name).toBe('dump.json');
        expect(await received?.file?.text()).toBe('{"version":1}');
        expect(received?.note).toBe('x');
        expect(progress[0]).toEqual({ loaded: 0, total: 13 });
    });

    it('uses another field name when asked', async () => {
        server.use(
            mswHttp.post('http://localhost/antsxdp/up/ok', async ({ request }) => {
                const form = await request.formData();
                return HttpResponse.json({ code: 1, has: form.has('dump') && !form.has('file') });
            }),
        );
        expect((await uploadFile(client, 'up/ok', file(), { field: 'dump' })).has).toBe(true);
    });

    it('maps refusals, 401, HTTP failures and network errors as request does', async () => {
        const refused = await rejection(uploadFile(client, 'up/refused', file()));
        expect(refused).toBeInstanceOf(ApiError);
        expect(refused.message).toBe('文件格式不正确');
        const expired = await rejection(uploadFile(client, 'up/expired', file()));
        expect([expired.status, expired.message]).toEqual([401, 'auth.expired']);
        expect((await rejection(uploadFile(client, 'up/broken', file()))).status).toBe(500);
        expect((await rejection(uploadFile(client, 'up/network', file()))).message).toBe('http.network');
    });

    it('rejects with an AbortError when cancelled', async () => {
        const controller = new AbortController();
        controller.abort();
        expect((await rejection(uploadFile(client, 'up/ok', file(), { signal: controller.signal }))).name).toBe('AbortError');
    });
});
