// Bulk add of domains (/dns/domain/bulk/domainsCreate) on the demo backend: a repeated line is named at the field
// and nothing typed is lost; once fixed, the job runs and its report names the one domain refused (another
// account holds it) with the server's reason; the bulk log lists the job with its counts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, changeDemoDb, signIn } from '../../../lib/console.mjs';
import { useBrowser } from '../../../lib/session.mjs';

describe('bulk domains', () => {
    const browser = useBrowser();

    it('bulk-adds domains: a duplicate named, fixed, one refused in the report, the job in the bulk log', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/dns/domain/bulk/domainsCreate`);
        const stamp = Date.now().toString(36);
        const first = `e2e-bulk-${stamp}.com`;
        const second = `e2e-bulk-${stamp}.cn`;
        const field = page.getByRole('textbox', { name: '域名' });
        await field.fill(`${first}\n${second}\n${first.toUpperCase()}`);
        await page.getByRole('button', { name: '添加域名' }).click();
        await page.getByText(`第 3 行与第 1 行是同一个域名：${first.toUpperCase()}`).waitFor();
        assert.equal(await field.inputValue(), `${first}\n${second}\n${first.toUpperCase()}`);

        await field.fill(`${first}\nlisi-studio.com\n${second}`);
        await page.getByRole('button', { name: '添加域名' }).click();
        const report = page.getByTestId('bulk-report');
        await report.waitFor();
        assert.match(await page.getByTestId('bulk-counts').innerText(), /成功：2[\s\S]*失败：1/);
        const refused = report.getByRole('table', { name: '失败的项目' }).getByRole('row').nth(1);
        assert.deepEqual(
            (await refused.getByRole('cell').allInnerTexts()).map(text => text.trim()),
            ['lisi-studio.com', '2', '该域名已被其他账号添加'],
        );
        await report.getByRole('button', { name: '重试失败项' }).waitFor();

        await page.getByRole('tab', { name: '批量操作日志' }).click();
        await page.waitForURL(url => url.pathname === '/dns/domain/bulk/log');
        // newest first: the job just run heads the list (row 0 is the header)
        const row = page.getByRole('row').nth(1);
        await row.getByText('3 个域名').waitFor();
        const cells = (await row.locator('td').allInnerTexts()).map(text => text.trim());
        assert.notEqual(cells[0], '1', 'the new job, not the seeded one');
        assert.ok(cells.includes('批量添加域名'), cells.join(' | '));
        assert.ok(cells.includes('已完成'), cells.join(' | '));
        await row.getByRole('button', { name: /下载任务 \d+ 的失败项/ }).waitFor();
    });

    it('retrieves a domain another account holds (TXT record, then verify) and binds domains to unused plans', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/dns/domain/bulk/domainsRetrieve`);
        await page.getByRole('textbox', { name: '域名' }).fill('lisi-studio.com');
        await page.getByRole('button', { name: '获取TXT记录' }).click();
        await page
            .getByTestId('challenge-row')
            .getByText(/dnsconsole-verify=[0-9a-f]{8}/)
            .waitFor();
        // the demo sees the TXT record 5 s after it was given: the page's clock (where the demo answers) moves on 5.5 s
        await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 5500);
        await page.getByRole('button', { name: '验证 1 个域名' }).click();
        await page.getByTestId('bulk-report').waitFor();
        assert.match(await page.getByTestId('bulk-counts').innerText(), /成功：1/);

        await changeDemoDb(page, db => {
            const mine = db.domains
                .filter(domain => domain.userId === 1)
                .slice(0, 2)
                .map(domain => domain.id);
            for (const consume of db.consumes) if (consume.userId === 1 && (consume.mode === 2 || mine.includes(consume.domainId))) consume.mode = 4;
            for (const id of [90001, 90002])
                db.consumes.push({
                    id,
                    userId: 1,
                    productName: '专业版',
                    productId: 2,
                    productUnitPrice: 68000,
                    productUnit: '1y',
                    effectStartTime: '',
                    effectEndTime: '',
                    domainId: 0,
                    free: false,
                    mode: 2,
                });
        });
        await page.goto(`${BASE_URL}/dns/domain/bulk/planUpdate`);
        await page.getByText('专业版（未使用 2 个）').waitFor();
        const names = await page.evaluate(() =>
            JSON.parse(localStorage.getItem('dns-console.demo.db'))
                .db.domains.filter(domain => domain.userId === 1)
                .slice(0, 2)
                .map(domain => domain.domain),
        );
        await page.getByLabel(/^域名/).fill(names.join('\n'));
        await page.getByRole('button', { name: '绑定 2 个域名' }).click();
        await page.getByTestId('bulk-report').waitFor();
        assert.match(await page.getByTestId('bulk-counts').innerText(), /成功：2/);
    });
});
