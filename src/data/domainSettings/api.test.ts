import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { domainSettingCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const read = (answer: Parameters<typeof fakeHttp>[0]) => domainSettingCalls(fakeHttp(answer).http).getDomainSettings(7);

afterEach(clearUnreadable);

describe("a domain's settings read through their schema", () => {
    it('null data reads as the defaults, nothing reported', async () => {
        expect(await read({ code: 1, data: null })).toEqual({
            confDefaultTtl: 600,
            confCnameAccelerate: false,
            confRecursiveStatus: false,
            confSeoStatus: false,
        });
        expect(unreadableSources()).toEqual([]);
    });

    it('a TTL that is not a number takes the default, a switch that is an object is off; reported', async () => {
        expect(await read({ code: 1, data: { confDefaultTtl: 'long', confCnameAccelerate: { on: 1 }, confSeoStatus: true } })).toEqual({
            confDefaultTtl: 600,
            confCnameAccelerate: false,
            confRecursiveStatus: false,
            confSeoStatus: true,
        });
        expect(unreadableSources()).toEqual(['app/dns/control/attr/info']);
    });

    it('data that is not a record is an unreadable answer: the tab shows its error state', async () => {
        await expect(read({ code: 1, data: '600' })).rejects.toThrow('http.badResponse');
    });
});
