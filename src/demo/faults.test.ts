import { afterEach, describe, expect, it, vi } from 'vitest';
import { BAD_GATEWAY_PAGE, FAULTS_KEY, injectFault, readFaults, setFaults, takeFault, type Fault } from './faults';
import { call, setupDemoServer } from '../../tests/support/demo';

setupDemoServer();

const PATH = '/antsxdp/app/dns/record/set';
const request = (path = PATH) => new Request(`http://localhost${path}`, { method: 'POST' });

afterEach(() => {
    localStorage.removeItem(FAULTS_KEY);
    vi.restoreAllMocks();
});

describe('demo faults: arming and consuming', () => {
    it('reads nothing from an empty, broken or foreign value', () => {
        expect(readFaults()).toEqual([]);
        localStorage.setItem(FAULTS_KEY, '{broken');
        expect(readFaults()).toEqual([]);
        localStorage.setItem(FAULTS_KEY, JSON.stringify([{ path: 'x', kind: 'nope' }, { kind: '500' }, { path: 'y', kind: 'reset' }]));
        expect(readFaults()).toEqual([{ path: 'y', kind: 'reset' }]);
    });

    it('matches the path under any API base, a leading slash or not', () => {
        setFaults([{ path: '/app/dns/record/set', kind: '500' }]);
        expect(takeFault('/antsxdp/app/dns/record/list')).toBeUndefined();
        expect(takeFault('/cdn_api/antsxdp/app/dns/record/set')).toMatchObject({ kind: '500' });
    });

    it('is used once by default, `times` times when given, and leaves the others armed', () => {
        const faults: Fault[] = [
            { path: 'app/dns/record/set', kind: 'html', times: 2 },
            { path: 'app/dns/record/list', kind: 'slow', delayMs: 1 },
        ];
        setFaults(faults);
        expect(takeFault(PATH)?.kind).toBe('html');
        expect(readFaults()[0]).toMatchObject({ times: 1 });
        expect(takeFault(PATH)?.kind).toBe('html');
        expect(takeFault(PATH)).toBeUndefined();
        expect(readFaults()).toEqual([faults[1]]);
        expect(takeFault('/antsxdp/app/dns/record/list')?.kind).toBe('slow');
        expect(localStorage.getItem(FAULTS_KEY)).toBeNull();
    });
});

describe('demo faults: the answers', () => {
    it('500 answers the envelope, or an empty body', async () => {
        setFaults([{ path: 'app/dns/record/set', kind: '500' }]);
        const withEnvelope = await injectFault(request());
        expect(withEnvelope?.status).toBe(500);
        expect(await withEnvelope?.json()).toMatchObject({ code: 500, msg: expect.any(String) });
        setFaults([{ path: 'app/dns/record/set', kind: '500', envelope: false }]);
        const bare = await injectFault(request());
        expect(bare?.status).toBe(500);
        expect(await bare?.text()).toBe('');
    });

    it('malformed answers 200 with a body that is not JSON', async () => {
        setFaults([{ path: 'app/dns/record/set', kind: 'malformed' }]);
        const response = await injectFault(request());
        expect(response?.status).toBe(200);
        await expect(response?.json()).rejects.toThrow();
    });

    it('html answers a proxy error page with status 502', async () => {
        setFaults([{ path: 'app/dns/record/set', kind: 'html' }]);
        const response = await injectFault(request());
        expect(response?.status).toBe(502);
        expect(response?.headers.get('content-type')).toMatch(/text\/html/);
        expect(await response?.text()).toBe(BAD_GATEWAY_PAGE);
    });

    it('reset answers a network error, and 401 the backend refusal', async () => {
        setFaults([
            { path: 'app/dns/record/set', kind: 'reset' },
            { path: 'app/dns/record/set', kind: '401' },
        ]);
        expect((await injectFault(request()))?.type).toBe('error');
        expect(await (await injectFault(request()))?.json()).toEqual({ code: 401, msg: 'invalid token' });
    });

    it('answer answers 200 with the JSON given (wrong-typed values for the parsers)', async () => {
        const body = { code: 1, msg: 'success', data: { list: 'not a list', totalCount: 1 } };
        setFaults([{ path: 'app/dns/record/set', kind: 'answer', body }]);
        const response = await injectFault(request());
        expect(response?.status).toBe(200);
        expect(await response?.json()).toEqual(body);
    });

    it('slow waits, then lets the call go on', async () => {
        setFaults([{ path: 'app/dns/record/set', kind: 'slow', delayMs: 20 }]);
        expect(await injectFault(request())).toBeUndefined();
        expect(readFaults()).toEqual([]);
    });

    it('offline, every call fails as a dropped connection', async () => {
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        expect((await injectFault(request('/antsxdp/app/common/web/config')))?.type).toBe('error');
    });

    it('reaches the demo routes: an armed call fails once, then answers normally', async () => {
        setFaults([{ path: 'app/common/web/config', kind: '401' }]);
        expect(await call('app/common/web/config')).toEqual({ code: 401, msg: 'invalid token' });
        expect((await call('app/common/web/config')).code).toBe(1);
    });
});
