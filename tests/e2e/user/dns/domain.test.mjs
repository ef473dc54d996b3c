import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { ownDomain } from '../../lib/domains.mjs';
import { useBrowser } from '../../lib/session.mjs';

const tabUrl = (domain, tab) => `${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(domain.domain)}/${domain.id}/${domain.userId}/${tab}`;

const openTab = async (page, tab) => {
    await signIn(page, 'user');
    const domain = await ownDomain(page);
    await page.goto(tabUrl(domain, tab));
    await page.getByTestId('domain-name').waitFor();
    return domain;
};

/** Today as YYYY-MM-DD in the browser's time zone. */
const today = page =>
    page.evaluate(() => {
        const now = new Date();
        const pad = n => String(n).padStart(2, '0');
        return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });

describe('domain pages', () => {
    const browser = useBrowser();

    it('saves the settings, and they are there after a reload', async () => {
        const { page } = browser;
        await openTab(page, 'setting');
        const ttl = page.locator('input[name="confDefaultTtl"]');
        await ttl.waitFor();
        await ttl.fill('0');
        await page.getByRole('button', { name: '保存' }).click();
        await page.getByText('TTL须为1到604800秒之间的整数').waitFor();
        await ttl.fill('1800');
        const seo = page.locator('input[name="confSeoStatus"]');
        const seoBefore = await seo.isChecked();
        await seo.click();
        await page.getByRole('button', { name: '保存' }).click();
        await page.getByText('保存成功').waitFor();
        await page.reload();
        await page.locator('input[name="confDefaultTtl"]').waitFor();
        assert.equal(await page.locator('input[name="confDefaultTtl"]').inputValue(), '1800');
        assert.equal(await page.locator('input[name="confSeoStatus"]').isChecked(), !seoBefore);
    });

    it('names an overlap of a custom line by its lines, then saves it fixed', async () => {
        const { page } = browser;
        await openTab(page, 'line');
        await page.getByTestId('add-line').click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('input[name="name"]').fill('e2e 线路');
        const ranges = dialog.locator('textarea[name="content"]');
        await ranges.fill('198.51.100.0-198.51.100.255\n203.0.113.0-203.0.113.9\n198.51.100.200-198.51.101.10');
        await dialog.getByRole('button', { name: '保存' }).click();
        await dialog.getByText('第3行与第1行重叠').waitFor();
        await ranges.fill('198.51.100.0-198.51.100.255\n203.0.113.0-203.0.113.9\n198.51.101.0-198.51.101.10');
        await dialog.getByRole('button', { name: '保存' }).click();
        await page.getByText('保存成功').waitFor();
        await dialog.waitFor({ state: 'detached' });
        await page.locator('table tbody tr', { hasText: 'e2e 线路' }).waitFor();
    });

    it('a log date-range search sends 00:00:00 / 23:59:59 and returns to page 1', async () => {
        const { page } = browser;
        const domain = await openTab(page, 'log-request');
        await page.getByTestId('date-range').waitFor();
        // go to page 2 when there is one, so the reset to page 1 shows
        const next = page.getByRole('button', { name: '转到第 2 页' });
        if ((await next.count()) > 0 && (await next.isEnabled())) {
            await next.click();
            await page.waitForURL(url => url.search.includes('page=2'));
        }
        const day = await page.evaluate(
            date => {
                const d = new Date(`${date}T12:00:00`);
                d.setDate(d.getDate() - 1);
                const pad = n => String(n).padStart(2, '0');
                return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
            },
            await today(page),
        );
        // the search of the chosen day (not a fixed wait: under load the request may come late)
        const bodyOf = request => (request.url().includes('GetDnsRequestLog') && request.method() === 'POST' ? JSON.parse(request.postData() ?? '{}') : {});
        const asked = page.waitForRequest(request => {
            const body = bodyOf(request);
            return body.startTime === `${day} 00:00:00` && body.page === 1;
        });
        await page.locator('[data-preset="yesterday"]').click();
        await page.waitForURL(url => !url.search.includes('page=2'));
        const last = bodyOf(await asked);
        assert.equal(last.startTime, `${day} 00:00:00`);
        assert.equal(last.endTime, `${day} 23:59:59`);
        assert.equal(last.page, 1);
        assert.equal(last.domain, domain.domain);
    });

    it('draws the query chart for a preset range', async () => {
        const { page } = browser;
        await openTab(page, 'qps');
        await page.locator('[data-preset="last30Days"]').click();
        await page.waitForURL(url => url.search.includes('start='));
        await page.getByTestId('qps-chart').locator('svg path').first().waitFor();
        assert.match(await page.getByTestId('qps-total').innerText(), /\d/);
    });

    it('shows the plan, origin and error / operation log tabs, and looks a line code up', async () => {
        const { page } = browser;
        const domain = await openTab(page, 'plan');
        // a plan, or the empty state that says how to get one
        await page.getByTestId('plan-name').or(page.getByTestId('empty-state')).first().waitFor();

        await page.goto(tabUrl(domain, 'orign'));
        await page.locator('[data-preset="last30Days"]').click();
        await page.waitForURL(url => url.search.includes('start='));
        await page.getByTestId('origin-table-isp').locator('tbody tr').first().waitFor();

        for (const tab of ['log-error', 'log-operation']) {
            await page.goto(tabUrl(domain, tab));
            await page.getByTestId('date-range').waitFor();
            // a row of the log, or the empty state of the period
            await page.locator('table tbody tr').or(page.getByTestId('empty-state')).first().waitFor();
        }
        // from the operation log to the record tab, as a user does: the records show and the domain's state is read
        await page.getByRole('tab', { name: '解析记录' }).click();
        await page.waitForURL(url => url.pathname.endsWith('/record'));
        await page.getByTestId('records-add').waitFor();
        await page.locator('main table tbody tr').first().waitFor();
        await page.locator('[data-testid="domain-name"] ~ .MuiSkeleton-root').waitFor({ state: 'detached' });

        await page.goto(tabUrl(domain, 'line'));
        const lookup = page.getByRole('search');
        await lookup.getByRole('textbox').fill('电信');
        await lookup.getByRole('button', { name: '查询' }).click();
        const table = page.getByTestId('line-code-table');
        await table.locator('tbody tr', { hasText: '电信' }).first().waitFor();
        const areas = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
        assert.ok(areas.length > 0 && areas.every(area => area.includes('电信')), 'only matching lines are listed');
        // the shared copy button: copied, or the browser's refusal, both said
        await table.locator('tbody tr').first().getByRole('button').first().click();
        await page
            .getByText(/复制成功|该浏览器不支持复制/)
            .first()
            .waitFor();
    });
});
