import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { accessTokenCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

afterEach(clearUnreadable);

describe('the CDN access token read through its schema', () => {
    it('reads the token; null data is no token yet', async () => {
        expect(await accessTokenCalls(fakeHttp({ code: 1, data: { accessToken: 'at', updateTime: 't' } }).http).getCdnAccessToken()).toEqual({
            accessToken: 'at',
            updateTime: 't',
        });
        expect(await accessTokenCalls(fakeHttp({ code: 1, data: null }).http).getCdnAccessToken()).toEqual({ accessToken: '', updateTime: '' });
        expect(unreadableSources()).toEqual([]);
    });

    it('a token that is a number is written out, a time that is a list dropped; reported', async () => {
        const answer = { code: 1, data: { accessToken: 123, updateTime: ['now'] } };
        expect(await accessTokenCalls(fakeHttp(answer).http).getCdnAccessToken()).toEqual({ accessToken: '123', updateTime: '' });
        expect(unreadableSources()).toEqual(['app/account/cdn_access_token']);
    });

    it('a read whose data is a string is unreadable; a regeneration answered so is still done, reported', async () => {
        await expect(accessTokenCalls(fakeHttp({ code: 1, data: 'at' }).http).getCdnAccessToken()).rejects.toThrow('http.badResponse');
        expect(await accessTokenCalls(fakeHttp({ code: 1, data: 'at' }).http).regenerateCdnAccessToken()).toEqual({ accessToken: '', updateTime: '' });
        expect(unreadableSources()).toEqual(['app/account/cdn_access_token', 'app/account/update/cdn_access_token']);
    });
});
