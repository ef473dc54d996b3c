// Sign-in links against a session already there: a link with another account's token never replaces it silently
// (the console asks "continue as X / stay as Y", naming X as the backend does, storing nothing until then), a
// refused link is reported and the session stays, the admin console never takes a user token, and the header
// always names the session's account ("sign in as this user" twice). The operator's token is out of the user
// console's reach on a shared origin, and the admin console also runs on an origin of its own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, changeDemoDb, DEMO, fillLogin, readCaptcha, signIn } from '../lib/console.mjs';
import { startAdminSite } from '../lib/adminSite.mjs';
import { useBrowser } from '../lib/session.mjs';

const SECOND_USER = '13900139000';
const SECOND_TOKEN = 'e2e-second-user-token';
const userButton = (page, name) => page.locator('[data-testid="app-header"] .RaUserMenu-userButton', { hasText: name });
const offerDialog = page => page.getByRole('dialog', { name: '切换到其他账号？' });
const invalidDialog = page => page.getByRole('dialog', { name: '登录链接无效' });

/** A user session the demo backend knows, as another sign-in would have opened it. */
const openUserSession = page =>
    changeDemoDb(page, (db, token) => db.sessions.push({ token, audience: 'user', userId: 2, expiresAt: Date.now() + 3_600_000 }), SECOND_TOKEN);

/** What the console keeps in the browser (the demo backend's database, which stands for the server, left out). */
const storedValues = page =>
    page.evaluate(() =>
        [localStorage, sessionStorage].flatMap(storage =>
            Object.entries(storage)
                .filter(([key]) => key !== 'dns-console.demo.db')
                .map(([, value]) => value),
        ),
    );

/** The admin's "sign in as this user" on one user's page: the user console's new tab. */
const signInAsUser = async (page, context, username, adminRoot = `${BASE_URL}/admin`) => {
    await page.goto(`${adminRoot}/operation/users`);
    await page.locator('table tbody tr').first().waitFor();
    await page.locator('input[name="q"]').fill(username);
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    await page.locator('table tbody tr', { hasText: username }).click();
    await page.getByRole('heading', { name: username }).waitFor();
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '登录该用户' }).click()]);
    return tab;
};

describe('sign-in links and the session already there', () => {
    const browser = useBrowser();

    it("a link with another account's token asks first, naming both; staying keeps the session, continuing switches", async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openUserSession(page);
        const own = await page.evaluate(() => localStorage.getItem('dns-console.user.token'));

        await page.goto(`${BASE_URL}/dns/dashboard?token=${SECOND_TOKEN}`);
        const dialog = offerDialog(page);
        await dialog.getByText(`您打开的链接将以 ${SECOND_USER} 的身份登录，您当前登录的账号是 demo。`, { exact: false }).waitFor();
        assert.equal(new URL(page.url()).searchParams.has('token'), false);
        // nothing is stored until the person chooses
        assert.deepEqual(
            (await storedValues(page)).filter(value => value.includes(SECOND_TOKEN)),
            [],
        );
        await dialog.getByRole('button', { name: '保持 demo' }).click();
        await dialog.waitFor({ state: 'detached' });
        await userButton(page, 'demo').waitFor();
        assert.equal(await page.evaluate(() => localStorage.getItem('dns-console.user.token')), own);

        // the same link, and this time the person continues: the page reloads into that account
        await page.goto(`${BASE_URL}/dns/dashboard?token=${SECOND_TOKEN}`);
        await Promise.all([
            page.waitForEvent('load'),
            offerDialog(page)
                .getByRole('button', { name: `以 ${SECOND_USER} 继续` })
                .click(),
        ]);
        await userButton(page, SECOND_USER).waitFor();
        assert.equal(await page.evaluate(() => localStorage.getItem('dns-console.user.token')), SECOND_TOKEN);
        assert.equal(await offerDialog(page).count(), 0);
    });

    it('a refused link is reported and the session stays', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        const own = await page.evaluate(() => localStorage.getItem('dns-console.user.token'));
        await page.goto(`${BASE_URL}/message/list?token=forged-token`);
        await invalidDialog(page).getByText('您打开的链接无效或已过期，您仍以 demo 的身份登录。').waitFor();
        await invalidDialog(page).getByRole('button', { name: '知道了' }).click();
        await userButton(page, 'demo').waitFor();
        assert.equal(await page.evaluate(() => localStorage.getItem('dns-console.user.token')), own);
        assert.equal(new URL(page.url()).pathname, '/message/list');
    });

    it('"sign in as this user" twice: the second tab asks, and then names the second user; no user tab can read the operator\'s token', async () => {
        const { page, context } = browser;
        await signIn(page, 'admin');
        const first = await signInAsUser(page, context, 'lixiaolong');
        await userButton(first, 'lixiaolong').waitFor();

        const second = await signInAsUser(page, context, SECOND_USER);
        await offerDialog(second).waitFor();
        // until the choice, the session (and the name shown) is the first user's
        await userButton(second, 'lixiaolong').waitFor();
        await Promise.all([
            second.waitForEvent('load'),
            offerDialog(second)
                .getByRole('button', { name: `以 ${SECOND_USER} 继续` })
                .click(),
        ]);
        await userButton(second, SECOND_USER).waitFor();
        // the first tab hears that the account changed
        await first.getByRole('dialog', { name: '登录账号变更！' }).waitFor();

        // the operator's token lives in the admin tab only, out of both user tabs' storage
        assert.ok(await page.evaluate(() => sessionStorage.getItem('dns-console.admin.token')));
        assert.equal(await page.evaluate(() => localStorage.getItem('dns-console.admin.token')), null);
        for (const tab of [first, second]) {
            assert.deepEqual(await tab.evaluate(() => [localStorage.getItem('dns-console.admin.token'), sessionStorage.getItem('dns-console.admin.token')]), [
                null,
                null,
            ]);
        }
    });

    it('the admin console never takes a user token: with a session it says the link is invalid, without one it asks to sign in', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await openUserSession(page);
        const own = await page.evaluate(() => sessionStorage.getItem('dns-console.admin.token'));
        await page.goto(`${BASE_URL}/admin/dns/dashboard?token=${SECOND_TOKEN}`);
        await invalidDialog(page).getByRole('button', { name: '知道了' }).click();
        await userButton(page, 'admin').waitFor();
        assert.equal(await page.evaluate(() => sessionStorage.getItem('dns-console.admin.token')), own);

        await page.evaluate(() => sessionStorage.clear());
        await page.goto(`${BASE_URL}/admin/dns/dashboard?token=${SECOND_TOKEN}`);
        await page.waitForURL(url => url.pathname === '/admin/login');
        assert.deepEqual(
            (await storedValues(page)).filter(value => value.includes(SECOND_TOKEN)),
            [],
        );
    });

    it('the admin console on an origin of its own: served at the root, and "sign in as this user" opens the configured user console', async () => {
        const { page, context } = browser;
        const site = await startAdminSite({ userConsoleUrl: `${BASE_URL}/` });
        try {
            await page.goto(`${site.url}/login`);
            await fillLogin(page, { account: DEMO.admin.username, password: DEMO.admin.password, captcha: await readCaptcha(page) });
            await page.waitForURL(url => url.pathname === '/dns/dashboard');
            await userButton(page, 'admin').waitFor();
            // on its own origin the session is kept across tabs (localStorage): nothing else runs there
            assert.ok(await page.evaluate(() => localStorage.getItem('dns-console.admin.token')));
            // a deep link, loaded cold
            await page.goto(`${site.url}/operation/users`);
            await page.locator('table tbody tr').first().waitFor();

            const opened = [];
            context.on('request', request => request.isNavigationRequest() && opened.push(request.url()));
            const tab = await signInAsUser(page, context, 'lixiaolong', site.url);
            await tab.waitForURL(url => url.origin === new URL(BASE_URL).origin);
            await tab.waitForFunction(() => !new URLSearchParams(location.search).has('token'));
            assert.ok(
                opened.some(url => url.startsWith(`${BASE_URL}/?token=`)),
                opened.join(' '),
            );
            await tab.close();
        } finally {
            await site.stop();
        }
    });
});
