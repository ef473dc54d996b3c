import { afterEach, describe, expect, it } from 'vitest';
import { FAULTS_KEY, setFaults, type FaultKind } from '../demo/faults';
import { ApiError } from './ApiError';
import { createHttpClient } from './client';
import { cn } from '../i18n/cn';
import { en } from '../i18n/en';
import { API, setupDemoServer } from '../../tests/support/demo';

/**
 * What the console says for each way a call can fail, measured against the demo backend with a fault armed
 * (src/demo/faults.ts): the same answers the browser tests see, through the real client.
 */
setupDemoServer();

const http = createHttpClient({ base: API, getToken: () => null });
const PATH = 'app/common/web/config';

const failure = async (kind: FaultKind, extra: { envelope?: boolean } = {}): Promise<ApiError> => {
    setFaults([{ path: PATH, kind, ...extra }]);
    try {
        await http.get(PATH);
    } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        return error as ApiError;
    }
    throw new Error(`a ${kind} fault did not fail the call`);
};

type Tree = { [key: string]: Tree | string };
const lookup = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

afterEach(() => localStorage.removeItem(FAULTS_KEY));

describe('the message for each failure', () => {
    it.each<[string, FaultKind, { envelope?: boolean }, string, number]>([
        ['HTTP 500 with the envelope: the server msg', '500', {}, '系统异常，请稍后再试', 500],
        ['HTTP 500 without a body: the status text', '500', { envelope: false }, 'http.status.500', 500],
        ['200 with broken JSON: an unreadable answer', 'malformed', {}, 'http.badResponse', 200],
        ['a proxy error page (502 HTML): the server is unavailable', 'html', {}, 'http.unavailable', 502],
        ['a connection reset: the network', 'reset', {}, 'http.network', 0],
        ['code 401: the session ends (status 401 for checkError), read as the expired session', '401', {}, 'auth.expired', 401],
    ])('%s', async (_name, kind, extra, message, status) => {
        const error = await failure(kind, extra);
        expect(error.message).toBe(message);
        expect(error.status).toBe(status);
    });

    it('answers normally once the fault is used up', async () => {
        await failure('reset');
        expect((await http.get(PATH)).code).toBe(1);
    });

    it('has every transport message in both languages', () => {
        for (const key of ['auth.expired', 'http.unavailable', 'http.badResponse', 'http.network', 'http.timeout', 'http.status.500', 'http.status.502']) {
            expect(lookup(en as unknown as Tree, key), key).toEqual(expect.any(String));
            expect(lookup(cn as unknown as Tree, key), key).toEqual(expect.any(String));
        }
    });
});
