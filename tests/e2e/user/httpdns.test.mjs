// HTTPDNS for users on the demo backend: a domain enabled for HTTPDNS is opened from the list, a resolution test
// with the user's own IP shows the answer (addresses, TTL) and the client's area.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

describe('httpdns', () => {
    const browser = useBrowser();

    it('opens a domain from the list and its resolution test shows an answer and the client area', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/httpdns/domain`);
        await page.getByRole('link', { name: 'app.example.com' }).first().click();
        await page.waitForURL(/\/httpdns\/domain\/detail\?domain=app\.example\.com/);
        const resolved = page.waitForRequest(request => request.url().includes('app/httpdns/resolve') && request.url().includes('domain=app.example.com'));
        await page.getByRole('button', { name: '解析', exact: true }).click();
        await resolved;
        const answer = page.getByTestId('resolve-answer');
        await answer.waitFor();
        assert.equal((await answer.getByTestId('resolve-client-ip').innerText()).trim(), '58.33.12.8');
        const text = await answer.innerText();
        assert.match(text, /中国 上海/);
        assert.match(text, /TTL/);
        // the usage chart of the domain
        await page.getByTestId('usage-chart').waitFor();
    });
});
