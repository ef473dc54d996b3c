import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { adminAccountCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

const getAdminInfo = (answer: Parameters<typeof fakeHttp>[0]) => adminAccountCalls(fakeHttp(answer).http).getAdminInfo();

afterEach(clearUnreadable);

describe('the operator read through its schema', () => {
    it('reads the user: a name that is a number is written out', async () => {
        expect(await getAdminInfo({ code: 1, user: { userId: 1, username: 'admin' } })).toEqual({ userId: 1, username: 'admin' });
        expect(await getAdminInfo({ code: 1, user: { userId: '2', username: 8 } })).toEqual({ userId: '2', username: '8' });
    });

    it('a user that is null, a string, or has no name (or one that is an object) is a failed sign-in; an odd one reported', async () => {
        for (const user of [null, 'admin', { userId: 1 }, { userId: 1, username: { n: 'x' } }]) {
            await expect(getAdminInfo({ code: 1, user })).rejects.toThrow('auth.loginFailed');
        }
        expect(unreadableSources()).toEqual(['sys/user/info']);
    });
});
