// `npm run bench`: how heavy and how fast the console is, measured in headless Chromium on the built app.
//  1. gzip size of the JavaScript a first visit to /login downloads, per flavour, with the demo backend off
//     (what a real deployment ships) and on (what the demo adds).
//  2. time from navigation start to the first row of the admin recursive segment table (median of 5).
//  3. the record table's speed targets (bench/records.mjs).
//  4. the zone import's targets: a 5 000-record BIND / CSV file and a 50 000-record BIND file parsed in the Web
//     Worker (bench/zone.mjs), and the import page's dry-run preview of 5 000 and 50 000 records from the click to
//     the preview on screen (bench/zoneImport.mjs), each with the longest main-thread task meanwhile.
//  5. pure-code speed (`vitest bench`): record checks over a 5 000-record zone, the demo seed and save
//     (bench/checks.bench.ts); a 500-line bulk domain list (bench/bulk.bench.ts, target < 5 ms); zone files read
//     and written (bench/zone.bench.ts); the import preview's classification (bench/zoneImport.bench.ts).
// Targets (issue "Foundation"): /login JavaScript no more than a minimal one-resource react-admin app
// (about 322 KB gzip with this toolchain). Numbers are printed, never asserted: speed lives here, not in tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { openContext } from '../tests/e2e/lib/browser.mjs';
import { startPreview } from '../tests/e2e/lib/server.mjs';
import { measureRecords } from './records.mjs';
import { measureZone } from './zone.mjs';
import { measureZoneImport } from './zoneImport.mjs';

const TARGET_KB = 322;
const RUNS = 5;

if (!existsSync('dist/index.html') || process.argv.includes('--build')) {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = await startPreview(Number(process.env.BENCH_PORT ?? 4174));
process.env.BASE_URL = server.baseUrl;
// the console steps read BASE_URL when loaded
const { signIn } = await import('../tests/e2e/lib/console.mjs');

const gzipKb = path => gzipSync(readFileSync(`dist${path}`)).length / 1024;

const loginScripts = async (prefix, demo) => {
    const { page, context, close } = await openContext();
    await context.route('**/config.js', route =>
        route.fulfill({ contentType: 'text/javascript', body: `window.config = { apiRoot: '', resetAPI: false, debug: false, customMode: false, demo: ${demo} };` }),
    );
    const scripts = new Set();
    page.on('response', response => {
        const url = new URL(response.url());
        if (url.origin === server.baseUrl && url.pathname.endsWith('.js') && url.pathname !== '/config.js') scripts.add(url.pathname);
    });
    await page.goto(`${server.baseUrl}${prefix}/login`, { waitUntil: 'networkidle' });
    await close();
    return [...scripts];
};

const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const firstSegmentRow = async () => {
    const { page, close } = await openContext();
    await signIn(page, 'admin');
    const times = [];
    for (let run = 0; run < RUNS; run++) {
        await page.goto(`${server.baseUrl}/admin/dns/recursive`);
        await page.locator('table tbody tr td').first().waitFor();
        times.push(await page.evaluate(() => performance.now()));
    }
    await close();
    return times;
};

try {
    console.log('JavaScript downloaded by a first visit to /login (gzip):');
    for (const [flavour, prefix] of [
        ['user', ''],
        ['admin', '/admin'],
    ]) {
        const real = await loginScripts(prefix, false);
        const demo = await loginScripts(prefix, true);
        const realKb = real.reduce((sum, path) => sum + gzipKb(path), 0);
        const demoKb = demo.reduce((sum, path) => sum + gzipKb(path), 0);
        const verdict = realKb <= TARGET_KB ? 'within' : 'OVER';
        console.log(`  ${flavour.padEnd(5)} ${realKb.toFixed(1)} KB in ${real.length} files (${verdict} the ${TARGET_KB} KB target); with the demo backend ${demoKb.toFixed(1)} KB`);
    }
    const times = await firstSegmentRow();
    console.log(`First recursive segment row after navigation: median ${median(times).toFixed(0)} ms (runs: ${times.map(t => t.toFixed(0)).join(', ')})`);
    await measureRecords(server.baseUrl);
    await measureZone();
    await measureZoneImport(server.baseUrl, signIn);
} finally {
    server.stop();
}
console.log('Pure code (vitest bench):');
spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'bench', '--run', 'bench/checks.bench.ts', 'bench/bulk.bench.ts', 'bench/zone.bench.ts', 'bench/zoneImport.bench.ts'], { stdio: 'inherit' });
