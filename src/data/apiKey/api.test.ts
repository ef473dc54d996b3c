import { describe, expect, it } from 'vitest';
import { apiKeyCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

describe('API key calls (designed)', () => {
    it('reads the key with GET app/account/apikey', async () => {
        const { http, last } = fakeHttp({ code: 1, data: { apiKey: 'ak_1', createTime: '2026-01-01 10:00:00' } });
        expect(await apiKeyCalls(http).getApiKey()).toEqual({ apiKey: 'ak_1', createTime: '2026-01-01 10:00:00' });
        expect(last()).toMatchObject({ path: 'app/account/apikey', options: { method: 'GET' } });
    });

    it('regenerates with POST app/account/apikey/reset and reads the new key; no key reads as empty', async () => {
        const { http, last } = fakeHttp({ code: 1, data: { apiKey: 'ak_2', createTime: 'now' } });
        expect((await apiKeyCalls(http).resetApiKey()).apiKey).toBe('ak_2');
        expect(last()).toMatchObject({ path: 'app/account/apikey/reset', options: { method: 'POST' } });
        const empty = fakeHttp({ code: 1, data: null });
        expect(await apiKeyCalls(empty.http).getApiKey()).toEqual({ apiKey: '', createTime: '' });
    });
});
