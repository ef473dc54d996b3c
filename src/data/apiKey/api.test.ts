import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
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

describe('API key answers of the wrong shape', () => {
    afterEach(clearUnreadable);

    it('a key that is a number is written out, a time that is an object read as none; reported', async () => {
        expect(await apiKeyCalls(fakeHttp({ code: 1, data: { apiKey: 12345, createTime: { t: 1 } } }).http).getApiKey()).toEqual({
            apiKey: '12345',
            createTime: '',
        });
        expect(unreadableSources()).toEqual(['app/account/apikey']);
    });

    it('a read whose data is not a record is unreadable; a reset whose data is a string is still done, reported', async () => {
        await expect(apiKeyCalls(fakeHttp({ code: 1, data: 'ak_1' }).http).getApiKey()).rejects.toThrow('http.badResponse');
        expect(await apiKeyCalls(fakeHttp({ code: 1, data: 'ak_2' }).http).resetApiKey()).toEqual({ apiKey: '', createTime: '' });
        expect(unreadableSources()).toEqual(['app/account/apikey', 'app/account/apikey/reset']);
    });
});
