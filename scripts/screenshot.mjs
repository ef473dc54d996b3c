// Takes headless Chromium screenshots of console pages, for looking at what we build.
// usage: node scripts/screenshot.mjs <url> <out.png> [--width 1366] [--height 800] [--locale en] [--dark]
//        [--login user|admin] [--wait selector]
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
        width: { type: 'string', default: '1366' },
        height: { type: 'string', default: '800' },
        wait: { type: 'string' },
        script: { type: 'string' },
        dark: { type: 'boolean', default: false },
    },
});
const [url, out] = positionals;
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'shot-')), {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: Number(values.width), height: Number(values.height) },
    colorScheme: values.dark ? 'dark' : 'light',
    args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
    ],
});
const page = context.pages()[0] ?? (await context.newPage());
page.on('console', m => {
    if (m.type() === 'error') console.error('console:', m.text());
});
page.on('pageerror', e => console.error('pageerror:', e.message));
await page.goto(url);
if (values.script) {
    const steps = (await import(resolve(values.script))).default;
    await steps(page);
}
if (values.wait) await page.waitForSelector(values.wait, { timeout: 15000 });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: false });
console.log('saved', out, page.url());
await context.close();
