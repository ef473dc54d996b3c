// The user dashboard (/dns/dashboard) on the demo backend: figures match the demo database, the query chart
// draws, the wrong-DNS link lands on the filtered domain list; in Chinese and in English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const DB_KEY = 'dns-console.demo.db';

/** What the demo database holds for the first demo user: the dashboard must show the same. */
const demoFigures = page =>
    page.evaluate(key => {
        const db = JSON.parse(localStorage.getItem(key)).db;
        const domains = db.domains.filter(domain => domain.userId === 1);
        return {
            domains: domains.length,
            records: domains.reduce((sum, domain) => sum + domain.recordCount, 0),
            wrongNs: domains.filter(domain => domain.whoisStatus === 2).map(domain => domain.domain),
            balance: db.users.find(user => user.userId === 1).propertyBalance,
        };
    }, DB_KEY);

const number = async locator => Number((await locator.innerText()).replace(/[^\d]/g, ''));

/**
 * The chart's default period is today, drawn up to the current hour: shortly after midnight it holds one point.
 * The page's clock is set to noon today, so that the test sees 13 points whenever it runs.
 */
const atNoonToday = page => {
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    return page.clock.setFixedTime(noon);
};

const openDashboard = async page => {
    await atNoonToday(page);
    await page.goto(`${BASE_URL}/dns/dashboard`);
    await page.getByTestId('stat-domains').waitFor();
};

const switchToEnglish = async page => {
    await page.getByRole('button', { name: /中文/ }).first().click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page
        .getByRole('button', { name: /English/ })
        .first()
        .waitFor();
};

/** The chart's svg draws a line through one mark per point. */
const assertChartDrawn = async page => {
    const chart = page.getByTestId('query-chart');
    await chart.locator('svg').first().waitFor();
    await chart.locator('.MuiLineChart-mark').first().waitFor();
    assert.ok((await chart.locator('.MuiLineChart-mark').count()) > 1, 'the chart has points');
    const line = await chart.locator('.MuiLineChart-line').first().getAttribute('d');
    assert.match(line ?? '', /^M[\d.,-]+[LC][\d.,-]+/, 'the chart draws a line');
};

const checkDashboard = async (page, { wrongNsLabel, periodLabel }) => {
    await openDashboard(page);
    const expected = await demoFigures(page);
    assert.ok(expected.domains > 0 && expected.wrongNs.length > 0, 'the demo has domains, some with wrong DNS servers');
    assert.equal(await number(page.getByTestId('stat-domains')), expected.domains);
    assert.equal(await number(page.getByTestId('stat-records')), expected.records);
    assert.equal(await number(page.getByTestId('stat-wrong-ns')), expected.wrongNs.length);
    assert.equal(await number(page.getByTestId('stat-balance')), expected.balance);
    await assertChartDrawn(page);
    // another period asks again and draws again
    await page.getByTestId('card-chart').getByRole('button', { name: periodLabel }).click();
    await assertChartDrawn(page);

    await page.getByTestId('card-wrong-ns').getByRole('link', { name: wrongNsLabel }).click();
    await page.waitForURL(url => url.pathname === '/dns/domain/list/list');
    assert.deepEqual(JSON.parse(new URL(page.url()).searchParams.get('filter')), { whoisStatus: 2 });
    // the list shows only domains with wrong DNS servers
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    const wrong = new Set(expected.wrongNs);
    for (const text of await rows.allInnerTexts()) {
        assert.ok(
            [...wrong].some(domain => text.includes(domain)),
            `a listed row is a wrong-NS domain: ${text.slice(0, 80)}`,
        );
    }
};

describe('dashboard', () => {
    const browser = useBrowser();

    it('cn: counts match the demo data, the chart draws, the wrong-DNS link lands on the filtered list', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await checkDashboard(page, { wrongNsLabel: '查看这些域名', periodLabel: '最近 7 天' });
    });

    it('en: the same in English', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await switchToEnglish(page);
        await openDashboard(page);
        await page.getByRole('heading', { name: 'Wrong DNS servers' }).waitFor();
        await checkDashboard(page, { wrongNsLabel: 'Show these domains', periodLabel: 'Last 30 days' });
    });
});
