// Query analysis on the demo backend: changing the date range sends a new request for that range and redraws the
// chart with its points (hourly for today, daily for the last 30 days).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const pad = n => String(n).padStart(2, '0');
const day = date => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

describe('analysis', () => {
    const browser = useBrowser();

    it('changing the date range changes the request and the chart', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        const first = page.waitForRequest(request => request.url().includes('app/dns/analysis/query'));
        await page.goto(`${BASE_URL}/analysis/query?group=type`);
        const firstUrl = new URL((await first).url());
        const today = day(new Date());
        assert.equal(firstUrl.searchParams.get('startTime'), `${today} 00:00:00`);
        assert.equal(firstUrl.searchParams.get('groupBy'), 'type');
        const chart = page.getByTestId('analysis-chart');
        await chart.waitFor();
        assert.match(await chart.getAttribute('data-first'), / \d{2}:\d{2}$/);

        const next = page.waitForRequest(
            request => request.url().includes('app/dns/analysis/query') && new URL(request.url()).searchParams.get('startTime') !== `${today} 00:00:00`,
        );
        await page.getByRole('button', { name: '最近30天' }).click();
        const nextUrl = new URL((await next).url());
        const start = new Date();
        start.setDate(start.getDate() - 29);
        assert.equal(nextUrl.searchParams.get('startTime'), `${day(start)} 00:00:00`);
        assert.equal(nextUrl.searchParams.get('endTime'), `${today} 23:59:59`);
        await page.waitForFunction(() =>
            /^\d{4}-\d{2}-\d{2}$/.test(document.querySelector('[data-testid="analysis-chart"]')?.getAttribute('data-first') ?? ''),
        );
        assert.equal(await chart.getAttribute('data-points'), '30');
    });
});
