// `npm run bench`: how heavy and how fast the console is, side by side with a yardstick, printed as ONE table.
// The yardstick is a minimal one-resource react-admin app with the same toolchain (bench/yardstick), built here.
// Both apps are served by bench/server.mjs on one origin, gzip-compressed, with the demo backend's handlers
// answering in Node with no added latency (no service worker, no simulated network); both sign in the same way
// (a session written to localStorage before the page loads) and list the same rows.
// Measures, in this order (each prints its own detail first; the table comes last and is the summary):
//  1. JavaScript (gzip, on the wire) of a first visit to /login and /admin/login, demo off, vs the yardstick's login;
//  2. cold load of a signed-in list page to its first row (admin recursive, user domain list), median of 9 fresh
//     contexts each, vs the yardstick's list (bench/firstRow.mjs);
//  3. Lighthouse mobile performance and accessibility of both login pages, and of the yardstick's (bench/lighthouse.mjs);
//  4. heap growth over 50 client-side navigations between admin list pages (bench/heap.mjs);
//  5. the DNS issues' targets: the record table's 200-row render and longest task (bench/records.mjs, the console
//     alone), the zone file parse in the worker (bench/zone.mjs), the import page's preview (bench/zoneImport.mjs),
//     the change-set targets through the console's data layer (bench/changeSets.mjs: TTL change of all records of
//     the 5 200-record zone, an import of 5 000 records, their reverts, and today's one call per record as yardstick),
//     and pure-code speed with `vitest bench` (bench/*.bench.ts; the 500-line bulk check, the 200 000-record zone parse and the sanitiser on a
//     hostile update log go in the table).
// Numbers are printed, never asserted: speed lives here, not in tests.
// Environment: BENCH_DIST (the console's build, default dist/; built when missing or with --build),
// BENCH_PORT (default 4330), BENCH_RUNS (cold loads per page, default 9),
// BENCH_ONLY=size,cold,lighthouse,heap,dns,changesets,code (a subset, for working on the bench itself).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureFirstRows } from './firstRow.mjs';
import { measureHeap } from './heap.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { loginScripts } from './loginScripts.mjs';
import { closeBackend, findDomain, signInThroughApi, startBenchServer } from './server.mjs';
import { formatTable, median, verdict } from './table.mjs';

const DIST = process.env.BENCH_DIST ?? 'dist';
const YARDSTICK_DIST = 'node_modules/.cache/bench-yardstick';
const PORT = Number(process.env.BENCH_PORT ?? 4330);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wanted = part => !ONLY || ONLY.has(part);

const LOGIN_JS_RATIO = 1;
const FIRST_ROW_RATIO = 1.5;
const LIGHTHOUSE_PERFORMANCE = 0.9;
const LIGHTHOUSE_ACCESSIBILITY = 1;
const BULK_TARGET_MS = 5;
const ZONE_TARGET_MS = 300;
const SANITIZE_TARGET_MS = 100;
const BIG_ZONE_TARGET_MS = 3000;
/** No leak: under 5 MB more after 50 navigations, and the second 25 add under 1 MB (the growth levels off). */
const HEAP_TOTAL_MB = 5;
const HEAP_SECOND_HALF_MB = 1;
const NAVIGATIONS = 50;

const vite = args => {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
};
if (!existsSync(join(DIST, 'index.html')) || process.argv.includes('--build')) vite(['--outDir', DIST, '--emptyOutDir']);
vite(['--config', 'bench/yardstick/vite.config.ts']);

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
const ms = value => `${value.toFixed(0)} ms`;
const mb = bytes => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const ratio = (value, yardstick) => value / yardstick;
const times = (value, digits = 2) => `${value.toFixed(digits)}x`;
const rows = [];
const started = performance.now();

const server = await startBenchServer({ port: PORT, dist: DIST, yardstick: YARDSTICK_DIST });
// the console steps (tests/e2e/lib/console.mjs) read BASE_URL when loaded
process.env.BASE_URL = server.baseUrl;
const { DEMO, signIn } = await import('../tests/e2e/lib/console.mjs');
const base = server.baseUrl;
const YARDSTICK_LOGIN = `${base}/yardstick/#/login`;

try {
    if (wanted('size')) {
        console.log('JavaScript of a first visit to the login page (gzip, on the wire, demo off):');
        const yardstick = await loginScripts(YARDSTICK_LOGIN);
        console.log(`  yardstick ${kb(yardstick.bytes)} in ${yardstick.files} files`);
        for (const [flavour, path] of [
            ['user', '/login'],
            ['admin', '/admin/login'],
        ]) {
            const found = await loginScripts(`${base}${path}`);
            console.log(`  ${flavour.padEnd(9)} ${kb(found.bytes)} in ${found.files} files`);
            const share = ratio(found.bytes, yardstick.bytes);
            rows.push([
                `${path} JavaScript, gzip, first visit`,
                kb(found.bytes),
                kb(yardstick.bytes),
                times(share, 3),
                `<= ${times(LOGIN_JS_RATIO)}`,
                verdict(share, share <= LOGIN_JS_RATIO),
            ]);
        }
    }

    const admin = await signInThroughApi(base, 'admin', DEMO.admin);
    const user = await signInThroughApi(base, 'user', DEMO.user);

    if (wanted('cold')) {
        console.log(`Cold load of a signed-in list page to its first row (fresh context each, ${RUNS} runs):`);
        const targets = {
            yardstick: { url: `${base}/yardstick/#/segments`, storage: { localStorage: { 'yardstick.token': admin.token } } },
            '/admin/dns/recursive': { url: `${base}/admin/dns/recursive`, storage: admin.storage },
            '/dns/domain/list/list': { url: `${base}/dns/domain/list/list`, storage: user.storage },
        };
        const found = await measureFirstRows(targets, RUNS);
        for (const [name, list] of Object.entries(found))
            console.log(`  ${name.padEnd(22)} median ${ms(median(list))} (runs: ${list.map(value => value.toFixed(0)).join(', ')})`);
        const yardstick = median(found.yardstick);
        for (const name of ['/admin/dns/recursive', '/dns/domain/list/list']) {
            const share = ratio(median(found[name]), yardstick);
            rows.push([
                `${name} cold load to first row, median of ${RUNS}`,
                ms(median(found[name])),
                ms(yardstick),
                times(share),
                `<= ${times(FIRST_ROW_RATIO)}`,
                verdict(share, share <= FIRST_ROW_RATIO),
            ]);
        }
    }

    if (wanted('lighthouse')) {
        console.log('Lighthouse, mobile (simulated throttling), files served gzip-compressed:');
        const yardstick = await lighthouseScores(YARDSTICK_LOGIN);
        console.log(`  yardstick login: performance ${yardstick.performance}, accessibility ${yardstick.accessibility}, LCP ${ms(yardstick.lcp)}`);
        for (const path of ['/login', '/admin/login']) {
            const found = await lighthouseScores(`${base}${path}`);
            console.log(
                `  ${path}: performance ${found.performance}, accessibility ${found.accessibility}, LCP ${ms(found.lcp)}${found.failing.length ? `; accessibility audits failing: ${found.failing.join(', ')}` : ''}`,
            );
            rows.push([
                `${path} Lighthouse mobile performance`,
                found.performance.toFixed(2),
                yardstick.performance.toFixed(2),
                '—',
                `>= ${LIGHTHOUSE_PERFORMANCE.toFixed(2)}`,
                verdict(found.performance, found.performance >= LIGHTHOUSE_PERFORMANCE),
            ]);
            rows.push([
                `${path} Lighthouse accessibility`,
                found.accessibility.toFixed(2),
                yardstick.accessibility.toFixed(2),
                '—',
                `>= ${LIGHTHOUSE_ACCESSIBILITY.toFixed(2)}`,
                verdict(found.accessibility, found.accessibility >= LIGHTHOUSE_ACCESSIBILITY),
            ]);
        }
    }

    if (wanted('heap')) {
        // five lists: 25 and 50 are whole rounds, so every reading is taken on the same page as the first
        const pages = ['/admin/dns/recursive', '/admin/operation/users', '/admin/config', '/admin/operation/products', '/admin/message/list'];
        console.log(`Heap after ${NAVIGATIONS} client-side navigations round ${pages.join(', ')} (after GC):`);
        const heap = await measureHeap(base, pages, admin.storage, NAVIGATIONS);
        const growth = key => ({ total: heap.end[key] - heap.start[key], second: heap.end[key] - heap.half[key], first: heap.half[key] - heap.start[key] });
        const objects = growth('objects');
        const used = growth('used');
        console.log(
            `  JS objects: start ${mb(heap.start.objects)}, after ${NAVIGATIONS / 2} ${mb(heap.half.objects)}, after ${NAVIGATIONS} ${mb(heap.end.objects)}`,
        );
        console.log(
            `  heap used (with compiled code and browser entries): start ${mb(heap.start.used)}, after ${NAVIGATIONS / 2} ${mb(heap.half.used)}, after ${NAVIGATIONS} ${mb(heap.end.used)}`,
        );
        const judged = ({ total, second }) => verdict(total, total < HEAP_TOTAL_MB * 1024 * 1024 && second < HEAP_SECOND_HALF_MB * 1024 * 1024);
        const target = `< ${HEAP_TOTAL_MB} MB, 2nd half < ${HEAP_SECOND_HALF_MB} MB`;
        rows.push([
            `heap used growth after ${NAVIGATIONS} list navigations (after ${NAVIGATIONS / 2}: ${mb(used.first)})`,
            mb(used.total),
            '—',
            '—',
            target,
            judged(used),
        ]);
        rows.push([
            `  of it JS objects (compiled code, browser entries left out; after ${NAVIGATIONS / 2}: ${mb(objects.first)})`,
            mb(objects.total),
            '—',
            '—',
            target,
            judged(objects),
        ]);
    }

    if (wanted('dns')) {
        const { BIG_ZONE, measureRecords, RENDER_TARGET_MS, LONG_TASK_TARGET_MS } = await import('./records.mjs');
        const { measureZone } = await import('./zone.mjs');
        const { measureZoneImport } = await import('./zoneImport.mjs');
        const records = await measureRecords(base, { storage: user.storage, zone: await findDomain(BIG_ZONE) });
        rows.push([
            'record table, 200 rows, answer to painted (median)',
            ms(records.renderMedian),
            '—',
            '—',
            `< ${RENDER_TARGET_MS} ms`,
            verdict(records.renderMedian, records.renderMedian < RENDER_TARGET_MS),
        ]);
        rows.push([
            'record table, 5 200-record zone paging: longest task',
            ms(records.worst),
            '—',
            '—',
            `<= ${LONG_TASK_TARGET_MS} ms`,
            verdict(records.worst, records.worst <= LONG_TASK_TARGET_MS),
        ]);
        const zone = await measureZone();
        const parse = zone.bind5000;
        rows.push([
            'zone parse, 5 000 records BIND, in the worker',
            ms(parse.ms),
            '—',
            '—',
            `< ${ZONE_TARGET_MS} ms`,
            verdict(parse.ms, parse.ms < ZONE_TARGET_MS),
        ]);
        const preview = await measureZoneImport(base, signIn);
        for (const count of [5000, 50_000]) {
            const own = preview[count].ms;
            const target = count <= 5000 ? `< ${ZONE_TARGET_MS} ms` : 'printed';
            rows.push([
                `zone import preview, ${count.toLocaleString('en')} records, click to preview shown${count <= 5000 ? ' (median of 5)' : ''}`,
                ms(own),
                '—',
                '—',
                target,
                count <= 5000 ? verdict(own, own < ZONE_TARGET_MS) : 'info',
            ]);
        }
    }

    if (wanted('changesets')) {
        const { CHANGE_SET_ZONE, CHANGE_SET_TARGETS, IMPORT_RECORDS, YARDSTICK_SAMPLE, measureChangeSets } = await import('./changeSets.mjs');
        const zone = await findDomain(CHANGE_SET_ZONE);
        const found = await measureChangeSets(base, user.token, { id: zone.id, domain: CHANGE_SET_ZONE });
        const { extrapolated } = found.yardstick;
        const records = found.yardstick.records.toLocaleString('en');
        const timeRow = (name, measured, yardstick) => [
            name,
            ms(measured.ms),
            yardstick ? ms(yardstick) : '—',
            yardstick ? times(measured.ms / yardstick, 3) : '—',
            `< ${ms(CHANGE_SET_TARGETS.ms)}`,
            verdict(measured.ms, measured.ms < CHANGE_SET_TARGETS.ms && measured.refused === 0),
        ];
        const callRow = (name, measured, yardstick) => [
            name,
            String(measured.calls),
            yardstick ? String(yardstick) : '—',
            yardstick ? times(measured.calls / yardstick, 4) : '—',
            `<= ${CHANGE_SET_TARGETS.calls}`,
            verdict(measured.calls, measured.calls <= CHANGE_SET_TARGETS.calls),
        ];
        const sample = `yardstick: record/set x ${YARDSTICK_SAMPLE}, extrapolated`;
        rows.push(timeRow(`TTL change, all ${records} records, confirm to done (${sample})`, found.ttl, extrapolated.ms));
        rows.push(callRow('  its API calls (list 500 a page + apply 500 a chunk)', found.ttl, extrapolated.calls));
        rows.push(timeRow('  its revert (read the entry, inverse, apply)', found.ttlRevert));
        rows.push(callRow('  its revert: API calls', found.ttlRevert));
        const importName = `import of ${IMPORT_RECORDS.toLocaleString('en')} records (diffZones: ${IMPORT_RECORDS.toLocaleString('en')} TTL updates)`;
        rows.push(timeRow(`${importName}, apply to done`, found.imported));
        rows.push(callRow(`  its API calls`, found.imported));
        rows.push(timeRow('  its revert', found.importRevert));
        rows.push(callRow('  its revert: API calls', found.importRevert));
    }
} finally {
    await server.stop();
    await closeBackend();
}

if (wanted('code')) {
    console.log('Pure code (vitest bench):');
    const folder = mkdtempSync(join(tmpdir(), 'bench-vitest-'));
    const output = join(folder, 'bench.json');
    spawnSync(
        process.execPath,
        [
            'node_modules/vitest/vitest.mjs',
            'bench',
            '--run',
            '--outputJson',
            output,
            'bench/checks.bench.ts',
            'bench/bulk.bench.ts',
            'bench/zone.bench.ts',
            'bench/zoneBig.bench.ts',
            'bench/zoneImport.bench.ts',
            'bench/sanitize.bench.ts',
        ],
        {
            stdio: 'inherit',
        },
    );
    const benchmarks = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')).files.flatMap(file => file.groups.flatMap(group => group.benchmarks)) : [];
    rmSync(folder, { recursive: true, force: true });
    const bulk = benchmarks.find(entry => entry.name === 'validate 500 valid domains');
    rows.push([
        'bulk domain check, 500 lines (mean)',
        bulk ? `${bulk.mean.toFixed(2)} ms` : 'n/a',
        '—',
        '—',
        `< ${BULK_TARGET_MS} ms`,
        verdict(bulk?.mean, bulk?.mean < BULK_TARGET_MS),
    ]);
    const bigZone = benchmarks.find(entry => entry.name === 'parse BIND, 200,000 records');
    rows.push([
        'zone parse, 200 000 records BIND, in Node (mean)',
        bigZone ? ms(bigZone.mean) : 'n/a',
        '—',
        '—',
        `< ${BIG_ZONE_TARGET_MS} ms`,
        verdict(bigZone?.mean, bigZone?.mean < BIG_ZONE_TARGET_MS),
    ]);
    const sanitize = benchmarks.find(entry => entry.name === 'sanitizeHtml of 160 000 unclosed "<a"');
    rows.push([
        'server HTML, 160 000 unclosed "<a" (mean)',
        sanitize ? `${sanitize.mean.toFixed(1)} ms` : 'n/a',
        '—',
        '—',
        `< ${SANITIZE_TARGET_MS} ms`,
        verdict(sanitize?.mean, sanitize?.mean < SANITIZE_TARGET_MS),
    ]);
}

console.log(
    `\nSummary (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${((performance.now() - started) / 1000).toFixed(0)} s; ratio = console / yardstick):`,
);
console.log(formatTable(rows));
