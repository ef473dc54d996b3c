import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { getDemoDb } from '../db';
import { call, fetchCaptcha, loginUser, readCaptcha, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

const START = Date.UTC(2026, 10, 28, 12, 0, 0);
const codeOf = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** The password step: answers the challenge (or the token). */
const passwordStep = async () => {
    const uuid = `t-${Math.random().toString(36).slice(2)}`;
    const { svg } = await fetchCaptcha('app/account/kaptcha.jpg', uuid);
    const { account, password } = DEMO_ACCOUNTS.user;
    return call('app/account/login', { json: { account, password, code: readCaptcha(svg), uuid } });
};

/** Turns the second factor on for the demo user: the secret and the ten recovery codes. */
const enrol = async (token: string) => {
    const begun = (await call('app/user/totp/begin', { token, json: {} })).data as { secret: string; uri: string };
    expect(begun.uri).toMatch(/^otpauth:\/\/totp\/AntsDNS%3Ademo\?secret=/);
    const enabled = await call('app/user/totp/enable', { token, json: { code: codeOf(begun.secret, Date.now()) } });
    return { secret: begun.secret, recoveryCodes: (enabled.data as { recoveryCodes: string[] }).recoveryCodes };
};

describe('demo backend: two-factor sign-in', () => {
    beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(START);
    });
    afterEach(() => vi.useRealTimers());

    it('turns on with a code of the new secret, answers ten recovery codes once and keeps only their digests', async () => {
        const token = await loginUser();
        expect((await call('app/user/totp/info', { token })).data).toEqual({ enabled: false, recoveryLeft: 0 });
        const { recoveryCodes } = await enrol(token);
        expect(recoveryCodes).toHaveLength(10);
        expect((await call('app/user/totp/info', { token })).data).toEqual({ enabled: true, recoveryLeft: 10 });
        const stored = getDemoDb().users[0].totp!;
        expect(stored.recovery.some(digest => recoveryCodes.some(code => digest.includes(code.replace('-', ''))))).toBe(false);
        // userinfo never shows the secret
        expect(JSON.stringify(await call('app/account/userinfo', { token }))).not.toContain(stored.secret);
    });

    it('asks for a second step after the password, and accepts a code of the next step once', async () => {
        const { secret } = await enrol(await loginUser());
        const first = await passwordStep();
        expect(first.token).toBeUndefined();
        expect(first.data).toMatchObject({ step: 'code', expiresIn: 300 });
        const challenge = (first.data as { challenge: string }).challenge;
        // the enrolment's own code cannot sign in again
        expect(await call('app/account/login/totp', { json: { challenge, code: codeOf(secret, Date.now()) } })).toEqual({ code: 4601, msg: '验证码错误' });
        vi.setSystemTime(START + 30_000);
        const done = await call('app/account/login/totp', { json: { challenge, code: codeOf(secret, Date.now()) } });
        expect(typeof done.token).toBe('string');
        // the challenge is used up
        expect((await call('app/account/login/totp', { json: { challenge, code: '000000' } })).code).toBe(4604);
    });

    it('signs in with a recovery code once', async () => {
        const { recoveryCodes } = await enrol(await loginUser());
        const sign = async () => {
            const challenge = ((await passwordStep()).data as { challenge: string }).challenge;
            return call('app/account/login/totp', { json: { challenge, recoveryCode: recoveryCodes[3].toUpperCase() } });
        };
        expect(typeof (await sign()).token).toBe('string');
        expect(await sign()).toEqual({ code: 4601, msg: '恢复码错误或已使用' });
    });

    it('locks the second factor for fifteen minutes after five wrong codes', async () => {
        const { secret } = await enrol(await loginUser());
        const challenge = ((await passwordStep()).data as { challenge: string }).challenge;
        for (let attempt = 0; attempt < 5; attempt++) {
            expect((await call('app/account/login/totp', { json: { challenge, code: '000000' } })).code).toBe(4601);
        }
        vi.setSystemTime(START + 60_000);
        const locked = await call('app/account/login/totp', { json: { challenge, code: codeOf(secret, Date.now()) } });
        expect(locked).toEqual({ code: 4602, msg: '错误次数过多，请15分钟后再试' });
    });

    it('refuses the sensitive calls without a fresh code, and takes them with one', async () => {
        const token = await loginUser();
        const { secret } = await enrol(token);
        await call('app/account/paypwd/set', { token, json: { payPassword: '123456' } });
        expect(await call('app/account/paypwd/set', { token, json: { oldPayPassword: '123456', payPassword: '654321' } })).toEqual({
            code: 4603,
            msg: '请输入两步验证码',
        });
        vi.setSystemTime(START + 30_000);
        const fresh = () => codeOf(secret, Date.now());
        expect((await call('app/account/paypwd/set', { token, json: { oldPayPassword: '123456', payPassword: '654321', totp_code: fresh() } })).code).toBe(1);
        vi.setSystemTime(START + 60_000);
        const regenerated = await call('app/user/totp/recovery', { token, json: { totp_code: fresh() } });
        expect((regenerated.data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
        expect((await call('app/user/totp/disable', { token, json: {} })).code).toBe(4603);
        vi.setSystemTime(START + 90_000);
        expect((await call('app/user/totp/disable', { token, json: { totp_code: fresh() } })).code).toBe(1);
        expect((await call('app/user/totp/info', { token })).data).toEqual({ enabled: false, recoveryLeft: 0 });
    });

    it('asks a fresh code to delete domains that hold records, not empty ones, and to create an API token', async () => {
        const token = await loginUser();
        const { secret } = await enrol(token);
        const db = getDemoDb();
        const mine = db.domains.filter(domain => domain.userId === db.users[0].userId && !domain.locked);
        const full = mine.find(domain => db.records.some(record => record.d === domain.id))!;
        const empty = mine.find(domain => !db.records.some(record => record.d === domain.id));
        expect(await call('app/dns/batch/delete/domain', { token, form: { ids: String(full.id) } })).toEqual({ code: 4603, msg: '请输入两步验证码' });
        expect(db.domains).toContain(full);
        if (empty) expect((await call('app/dns/batch/delete/domain', { token, form: { ids: String(empty.id) } })).code).toBe(1);
        vi.setSystemTime(START + 30_000);
        const fresh = () => codeOf(secret, Date.now());
        expect((await call('app/dns/batch/delete/domain', { token, form: { ids: String(full.id), totp_code: fresh() } })).code).toBe(1);
        expect(db.domains).not.toContain(full);

        const draft = { name: 'ci', scopes: 'domains:read', resourceType: 'all' };
        expect((await call('app/user/token/create', { token, json: draft })).code).toBe(4603);
        vi.setSystemTime(START + 60_000);
        expect((await call('app/user/token/create', { token, json: { ...draft, totp_code: fresh() } })).code).toBe(1);
    });

    it('makes an administrator enrol after the password when the web config requires it', async () => {
        const record = getDemoDb().sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY')!;
        record.paramValue = JSON.stringify({ ...JSON.parse(record.paramValue), power: { adminTotp: 1 } });
        const uuid = 'admin-enrol';
        const { svg } = await fetchCaptcha('captcha.jpg', uuid);
        const { username, password } = DEMO_ACCOUNTS.admin;
        const first = await call('sys/login', { json: { username, password, captcha: readCaptcha(svg), uuid } });
        expect(first.data).toMatchObject({ step: 'enrol' });
        const challenge = (first.data as { challenge: string }).challenge;
        const begun = (await call('sys/login/totp/begin', { json: { challenge } })).data as { secret: string };
        const done = await call('sys/login/totp/enable', { json: { challenge, code: codeOf(begun.secret, Date.now()) } });
        expect((done.data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
        expect((await call('sys/user/totp/info', { token: done.token as string })).data).toEqual({ enabled: true, recoveryLeft: 10 });
    });
});
