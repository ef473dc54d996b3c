import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../db';
import { DEMO_SECOND_USER } from '../accounts';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

describe('demo backend: API key (designed)', () => {
    it('answers the seeded key of the first user; refuses without a session', async () => {
        const token = await loginUser();
        const answer = await call('app/account/apikey', { token });
        expect(answer.code).toBe(1);
        expect(answer.data).toMatchObject({ apiKey: 'ak_demo_7f3c9a51e2b84d06a1c5f0e9d2b7c436' });
        expect((answer.data as { createTime: string }).createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
        expect((await call('app/account/apikey')).code).toBe(401);
    });

    it('regenerates: a new key, kept, the old one gone', async () => {
        const token = await loginUser();
        const answer = await call('app/account/apikey/reset', { token, json: {} });
        const { apiKey } = answer.data as { apiKey: string };
        expect(apiKey).toMatch(/^ak_[0-9a-f]{32}$/);
        expect(apiKey).not.toBe('ak_demo_7f3c9a51e2b84d06a1c5f0e9d2b7c436');
        expect(getDemoDb().users.find(user => user.userId === 1)!.apiKey).toBe(apiKey);
        expect((await call('app/account/apikey', { token })).data).toMatchObject({ apiKey });
    });

    it('has no key for the second user until one is generated', async () => {
        const token = await loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
        expect((await call('app/account/apikey', { token })).data).toEqual({ apiKey: '', createTime: '' });
        const made = (await call('app/account/apikey/reset', { token, json: {} })).data as { apiKey: string };
        expect(made.apiKey).toMatch(/^ak_/);
    });
});
