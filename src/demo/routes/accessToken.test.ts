import { describe, expect, it } from 'vitest';
import { DEMO_ACCESS_TOKEN, DEMO_SECOND_USER } from '../accounts';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

describe('demo backend: CDN access token', () => {
    it('answers the seeded token of the first user; refuses without a session', async () => {
        const token = await loginUser();
        expect((await call('app/account/cdn_access_token', { token })).data).toMatchObject({ accessToken: DEMO_ACCESS_TOKEN });
        expect((await call('app/account/cdn_access_token')).code).toBe(401);
    });

    it('regenerates: the new token signs in, the old one no longer does', async () => {
        const token = await loginUser();
        const made = (await call('app/account/update/cdn_access_token', { token, json: {} })).data as { accessToken: string; updateTime: string };
        expect(made.accessToken).toMatch(/^[0-9a-f]{40}$/);
        expect(made.updateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
        expect((await call('app/account/cdn_access_token', { token })).data).toMatchObject({ accessToken: made.accessToken });
        expect((await call('app/account/access/login', { query: { access_token: made.accessToken } })).code).toBe(1);
        expect((await call('app/account/access/login', { query: { access_token: DEMO_ACCESS_TOKEN } })).code).not.toBe(1);
    });

    it('has no token for the second user until one is generated', async () => {
        const token = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        expect((await call('app/account/cdn_access_token', { token })).data).toEqual({ accessToken: '', updateTime: '' });
        const made = (await call('app/account/update/cdn_access_token', { token, json: {} })).data as { accessToken: string };
        expect(made.accessToken).not.toBe('');
    });
});
