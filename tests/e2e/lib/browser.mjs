// Debian's Chromium driven through playwright-core: one fresh profile per test, flags from ENVIRONMENT.md.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
];

/** A browser context with an empty profile; `close()` also removes the profile. */
export const openContext = async ({ width = 1366, height = 800, colorScheme = 'light' } = {}) => {
    const dir = mkdtempSync(join(tmpdir(), 'dns-console-e2e-'));
    const context = await chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM,
        headless: true,
        viewport: { width, height },
        colorScheme,
        args: CHROMIUM_ARGS,
    });
    context.setDefaultTimeout(15_000);
    const errors = [];
    const navigations = [];
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', error => errors.push(error.message));
    page.on('framenavigated', frame => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    return {
        context,
        page,
        errors,
        navigations,
        close: async () => {
            await context.close();
            rmSync(dir, { recursive: true, force: true });
        },
    };
};
