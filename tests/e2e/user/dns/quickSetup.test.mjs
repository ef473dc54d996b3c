import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, DEMO, fillLogin, readCaptcha } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

/** A small domain the demo user owns (the demo's fixed seed), named before signing in. */
const ZONE = 'itiger.net';

/** Domain Connect's "Apply Template URL" for one of the demo's templates. */
const syncUrl = (provider, service, query) => `${BASE_URL}/v2/domainTemplates/providers/${provider}/services/${service}/apply?${new URLSearchParams(query)}`;

describe('quick setup', () => {
    const browser = useBrowser();

    it('a service’s link applies after sign-in and returns with state; a foreign return address is not followed; a preset with a subdomain; a revert', async () => {
        const { page } = browser;

        // signed out, the link leads to the sign-in, then back to the same address with its query
        const link = syncUrl('sitebuilder.example', 'website', {
            domain: ZONE,
            host: 'e2e-shop',
            ip: '192.0.2.10',
            token: 'tok-1',
            redirect_uri: 'https://app.sitebuilder.example/done?x=1',
            state: 'st 42',
        });
        await page.goto(link);
        await page.waitForURL(url => url.pathname === '/login');
        await fillLogin(page, { ...DEMO.user, captcha: await readCaptcha(page) });
        await page.waitForURL(url => url.pathname.startsWith('/v2/'));
        assert.equal(page.url(), link);

        // which service asks for what, the diff, the phishing confirmation, then back to the service with state
        const service = page.getByTestId('connect-service');
        await service.getByText('Website and shop', { exact: true }).waitFor();
        await service.getByText('ip：192.0.2.10').waitFor();
        await service.getByText('完成后将返回 app.sitebuilder.example。').waitFor();
        await page.getByTestId('change-set-add').getByText('e2e-shop A 192.0.2.10', { exact: false }).waitFor();
        await page.route('https://app.sitebuilder.example/**', route => route.fulfill({ contentType: 'text/html', body: '<p>back at the service</p>' }));
        const apply = page.getByTestId('connect-apply');
        assert.equal(await apply.isDisabled(), true);
        await page.getByTestId('connect-trusted').check();
        await apply.click();
        await page.waitForURL(url => url.hostname === 'app.sitebuilder.example');
        const back = new URL(page.url());
        assert.equal(back.pathname, '/done');
        assert.deepEqual(Object.fromEntries(back.searchParams), { x: '1', state: 'st 42' });

        // a return address the template does not name: said before, not followed after
        let strayed = false;
        await page.route('https://evil.example/**', route => ((strayed = true), route.abort()));
        await page.goto(syncUrl('mailer.example', 'newsletter', { domain: ZONE, id: '77', redirect_uri: 'https://evil.example/cb', state: 's' }));
        await page.getByTestId('connect-not-followed').waitFor();
        await page.getByTestId('connect-apply').click();
        await page.getByTestId('connect-ended').getByText('记录已设置。').waitFor();
        assert.equal(strayed, false);
        assert.ok(page.url().startsWith(`${BASE_URL}/v2/`));

        // a preset with a variable, under a subdomain, from the record list
        await page.getByRole('link', { name: '前往该域名的解析记录' }).click();
        await page.getByTestId('quick-setup-open').click();
        const dialog = page.getByTestId('quick-setup');
        await dialog.getByRole('textbox', { name: '搜索服务' }).fill('Google Search');
        await dialog.locator('[data-service="google-search-console"]').click();
        const host = dialog.locator('input[data-field="host"]');
        await host.fill('bad host');
        await dialog.getByText('“bad host”含有其他字符', { exact: false }).waitFor();
        assert.equal(await dialog.getByRole('button', { name: '预览变更' }).isDisabled(), true);
        await host.fill('e2e-site');
        await dialog.locator('input[data-variable]').fill('google-site-verification=e2e');
        await dialog.getByRole('button', { name: '预览变更' }).click();
        const preview = page.getByTestId('apply-change-set');
        await preview.getByTestId('change-set-add').getByText('e2e-site TXT', { exact: false }).waitFor();
        await preview.getByRole('button', { name: '执行 1 项修改' }).click();
        await page.getByTestId('change-set-summary').getByText('已执行：1').waitFor();
        await page.getByRole('button', { name: '关闭' }).click();

        // each application is one history entry named after the service; the newest is reverted in one click
        await page.getByRole('tab', { name: '变更历史' }).click();
        const rows = page.locator('table tbody tr');
        await rows.first().getByText('Google Search Console', { exact: false }).waitFor();
        await rows.nth(1).getByText('Mailer · Newsletter sending').waitFor();
        await rows.nth(2).getByText('Site Builder · Website and shop').waitFor();
        await rows.first().click();
        await page.getByTestId('history-revert').click();
        const revert = page.getByRole('dialog', { name: /撤销变更/ });
        await revert.getByTestId('change-set-delete').getByText('e2e-site TXT', { exact: false }).waitFor();
        await revert.getByRole('button', { name: '执行 1 项修改' }).click();
        await page.getByTestId('change-set-summary').getByText('已执行：1').waitFor();
    });
});
