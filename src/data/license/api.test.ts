import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { licenseCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

describe('the licence answer read through its schema', () => {
    afterEach(clearUnreadable);

    it('null data reads as an empty licence, nothing reported', async () => {
        expect(await licenseCalls(fakeHttp({ code: 1, data: null }).http).getLicense()).toEqual({
            licensee: '',
            edition: '',
            serial: '',
            issuedAt: '',
            expiresAt: '',
            limits: { domains: 0, users: 0, nodes: 0 },
            usage: { domains: 0, users: 0, nodes: 0 },
            features: [],
        });
        expect(unreadableSources()).toEqual([]);
    });

    it('a number where text goes is written out, features that are a string read as none, limits that are not numbers as 0; reported', async () => {
        const data = { licensee: 12345, edition: { name: 'x' }, limits: { domains: 'many', users: '5' }, features: 'cdn,dns' };
        const license = await licenseCalls(fakeHttp({ code: 1, data }).http).getLicense();
        expect(license).toMatchObject({ licensee: '12345', edition: '', limits: { domains: 0, users: 5, nodes: 0 }, features: [] });
        expect(unreadableSources()).toEqual(['sys/license/info']);
    });

    it('an answer that is not a record is unreadable: the page shows its error state', async () => {
        await expect(licenseCalls(fakeHttp({ code: 1, data: 'licensed' }).http).getLicense()).rejects.toThrow('http.badResponse');
        expect(unreadableSources()).toEqual(['sys/license/info']);
    });
});
