// `npm run test:e2e`: build the console, serve it on localhost, run every tests/e2e/**/*.test.mjs in real Chromium.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, LAUNCH_OPTIONS } from './lib/browser.mjs';
import { longestFirst } from './lib/durations.mjs';
import { startPreview } from './lib/server.mjs';

if (!existsSync(CHROMIUM)) {
    console.error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
}
// E2E_OUTDIR and E2E_PORT let several runs share a machine without sharing dist/ or a port
const outDir = process.env.E2E_OUTDIR ?? 'dist';
if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
        stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = await startPreview(Number(process.env.E2E_PORT ?? 4173), outDir);
const files = longestFirst(
    readdirSync('tests/e2e', { recursive: true })
        .filter(name => name.endsWith('.test.mjs'))
        .map(name => `tests/e2e/${name}`),
);
const only = process.argv.slice(2);
// one browser for the whole run: each test opens its own context in it (lib/browser.mjs)
const browserServer = await chromium.launchServer(LAUNCH_OPTIONS);
// two files at a time: most of a browser test is waiting on the page, so two share the two cores well
const concurrency = process.env.E2E_CONCURRENCY ?? '2';
// E2E_DURATIONS=record: a second reporter measures each file again for longestFirst (lib/durations.mjs)
const reporters =
    process.env.E2E_DURATIONS === 'record'
        ? [
              `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`,
              '--test-reporter-destination=stdout',
              '--test-reporter=./tests/e2e/lib/durations.mjs',
              '--test-reporter-destination=/dev/null',
          ]
        : [];
const runner = spawn(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...reporters, ...(only.length ? longestFirst(only) : files)], {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: server.baseUrl, E2E_BROWSER_WS: browserServer.wsEndpoint() },
});
const code = await new Promise(resolve => runner.on('exit', resolve));
await browserServer.close();
server.stop();
process.exit(code ?? 1);
