import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, changeDemoDb, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const PATH = '/dns/domain/access-token';

describe('CDN access token', () => {
    const browser = useBrowser();

    it('is refused without the CDN integration; with it: masked, revealed, regenerated after a confirmation', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}${PATH}`);
        await page.getByRole('heading', { name: '页面不存在' }).waitFor();

        await changeDemoDb(page, db => {
            db.webConfig.cdnConf.siteUrl = 'https://cdn.example.com';
        });
        await page.goto(`${BASE_URL}${PATH}`);
        const token = page.getByTestId('access-token');
        await token.waitFor();
        assert.equal(await token.getAttribute('data-revealed'), 'false');
        assert.doesNotMatch(await token.innerText(), /demo-access-token/);
        await page.getByRole('button', { name: '显示令牌' }).click();
        assert.equal(await token.innerText(), 'demo-access-token');
        assert.match(await page.getByTestId('access-token-link').innerText(), /\?access_token=demo-access-token$/);

        await page.getByRole('button', { name: '重新生成' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: '重新生成' }).click();
        await page.getByText('已生成新的访问令牌').waitFor();
        await page.waitForFunction(() => !document.querySelector('[data-testid="access-token"]')?.textContent?.includes('demo-access-token'));
        assert.match(await token.innerText(), /^[0-9a-f]{40}$/);
    });
});
