import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import type { HttpClient } from '../../http/client';
import { downloadFile, uploadFile } from '../../http/transfer';
import { databaseCalls, defaultExportName, toAuthKey, toNodeConfig } from './api';

vi.mock('../../http/transfer', () => ({ downloadFile: vi.fn(), uploadFile: vi.fn() }));

const stubHttp = (overrides: Partial<HttpClient>) =>
    ({
        request: vi.fn(),
        get: vi.fn(),
        post: vi.fn(),
        url: vi.fn(),
        ...overrides,
    }) as unknown as HttpClient;

describe('database api', () => {
    it('names a default export by the local date', () => {
        expect(defaultExportName(new Date(2026, 0, 5, 23, 59))).toBe('dns-console-20260105.json');
    });

    it('exports through download with a dated fallback name, and imports through upload as field `file`', async () => {
        vi.mocked(downloadFile).mockResolvedValue({ blob: new Blob(['x']), filename: 'a.json' });
        vi.mocked(uploadFile).mockResolvedValue({ code: 1 });
        const http = stubHttp({});
        const api = databaseCalls(http);
        const onProgress = vi.fn();
        expect((await api.exportDatabase({ onProgress })).filename).toBe('a.json');
        expect(downloadFile).toHaveBeenCalledWith(http, 'sys/config/export/db', expect.objectContaining({ onProgress, fallbackName: defaultExportName() }));
        const file = new Blob(['{}']);
        await api.importDatabase(file, { onProgress });
        expect(uploadFile).toHaveBeenCalledWith(http, 'sys/config/import/db', file, expect.objectContaining({ field: 'file', onProgress }));
    });

    it('reads the auth key from data, token and importUrl also from the top level', async () => {
        expect(toAuthKey({ code: 1, data: { code: 'K1', token: 't', importUrl: 'u' } })).toEqual({ code: 'K1', token: 't', importUrl: 'u' });
        expect(toAuthKey({ code: 1, token: 't2', importUrl: 'u2' })).toEqual({ code: '', token: 't2', importUrl: 'u2' });
        const get = vi.fn().mockResolvedValue({ code: 1, token: 'tok', importUrl: 'https://x' });
        expect(await databaseCalls(stubHttp({ get })).getAuthKey()).toEqual({ code: '', token: 'tok', importUrl: 'https://x' });
        expect(get).toHaveBeenCalledWith('sys/cdnsys/auth/check/key/show');
    });

    it('reads the node config text from data (or conf/content), objects pretty-printed', async () => {
        expect(toNodeConfig({ code: 1, data: 'a = 1' })).toBe('a = 1');
        expect(toNodeConfig({ code: 1, conf: 'b' })).toBe('b');
        expect(toNodeConfig({ code: 1, data: { a: 1 } })).toBe('{\n  "a": 1\n}');
        expect(toNodeConfig({ code: 1 })).toBe('');
        const get = vi.fn().mockResolvedValue({ code: 1, data: 'x' });
        expect(await databaseCalls(stubHttp({ get })).getNodeConfig()).toBe('x');
        expect(get).toHaveBeenCalledWith('sys/config/ants/conf/view');
    });

    describe('answers of the wrong shape', () => {
        afterEach(clearUnreadable);

        it('the auth key: a number where text goes is written out, data that is not a record or a token that is an object read as empty; reported', () => {
            expect(toAuthKey({ code: 1, data: { code: 42, token: { t: 1 } }, token: 't2' })).toEqual({ code: '42', token: 't2', importUrl: '' });
            expect(toAuthKey({ code: 1, data: 'K1', importUrl: 'u' })).toEqual({ code: '', token: '', importUrl: 'u' });
            expect(toAuthKey({ code: 1, data: null })).toEqual({ code: '', token: '', importUrl: '' });
            expect(unreadableSources()).toEqual(['sys/cdnsys/auth/check/key/show']);
        });

        it('the node config: a list is shown as its JSON, null as nothing; nothing to report', () => {
            expect(toNodeConfig({ code: 1, data: ['a', 1] })).toBe('[\n  "a",\n  1\n]');
            expect(toNodeConfig({ code: 1, data: null, content: 7 })).toBe('7');
            expect(unreadableSources()).toEqual([]);
        });
    });
});
