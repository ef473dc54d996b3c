import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

/**
 * The same build against a real backend, configured by config.js alone: the browser intercepts the API
 * (standing in for the server) and we check where the calls go and that no demo code is downloaded.
 */
describe('a real backend through config.js', () => {
    const browser = useBrowser();

    it('sends every call to apiRoot with the token header and never loads the demo backend', async () => {
        const { page, context } = browser;
        await context.route('**/config.js', route =>
            route.fulfill({
                contentType: 'text/javascript',
                body: "window.config = { apiRoot: '/gateway/dns/', resetAPI: false, debug: false, customMode: false, demo: false };",
            }),
        );
        const apiCalls = [];
        await context.route('**/gateway/dns/**', route => {
            const request = route.request();
            const url = new URL(request.url());
            apiCalls.push({ path: url.pathname, token: request.headers().token ?? null, body: request.postData() });
            if (url.pathname.endsWith('kaptcha.jpg')) {
                return route.fulfill({
                    contentType: 'image/svg+xml',
                    body: '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="10" y="28">ABCD</text></svg>',
                });
            }
            if (url.pathname.endsWith('app/account/login')) return route.fulfill({ json: { code: 1, msg: 'success', token: 'real-token', username: 'real' } });
            if (url.pathname.endsWith('app/account/userinfo'))
                return route.fulfill({ json: { code: 1, user: { userId: 9, username: 'real', mobile: '13800000000', realnameStatus: 1, unvalidModel: [] } } });
            if (url.pathname.endsWith('app/account/message/list')) return route.fulfill({ json: { code: 1, data: { list: [], totalCount: 0 } } });
            return route.fulfill({ json: { code: 1, data: {} } });
        });
        const scripts = [];
        page.on('request', request => {
            if (request.resourceType() === 'script' || request.url().endsWith('mockServiceWorker.js')) scripts.push(request.url());
        });

        await page.goto(`${BASE_URL}/login`);
        const image = page.locator('img[src*="kaptcha.jpg"]');
        await image.waitFor();
        assert.match(await image.getAttribute('src'), /^\/gateway\/dns\/app\/account\/kaptcha\.jpg\?uuid=\w+/);

        const inputs = page.locator('form input:not([type=hidden])');
        await inputs.nth(0).fill('real@example.com');
        await inputs.nth(1).fill('secret12');
        await inputs.nth(2).fill('ABCD');
        await page.locator('form button[type=submit]').click();
        await page.waitForURL(`${BASE_URL}/dns/dashboard`);

        const login = apiCalls.find(call => call.path === '/gateway/dns/app/account/login');
        assert.ok(login, 'the login call went to apiRoot');
        assert.deepEqual(Object.keys(JSON.parse(login.body)).sort(), ['account', 'code', 'password', 'uuid']);
        await page.goto(`${BASE_URL}/message/list`);
        await page.waitForResponse(response => response.url().includes('/gateway/dns/app/account/message/list'));
        const list = apiCalls.findLast(call => call.path === '/gateway/dns/app/account/message/list');
        assert.equal(list.token, 'real-token');

        assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
        assert.ok(!scripts.some(url => url.includes('mockServiceWorker')), 'the demo service worker was not requested');
    });
});
