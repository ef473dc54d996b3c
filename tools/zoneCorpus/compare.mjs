// The corpus check: reads public test zones with the console's BIND reader and with dnspython (the reference) and
// reports every difference with its line: a record changed, dropped or added silently, a TTL read otherwise, a line
// the reference refuses and the console takes. A refusal of the console is fine when it names its line; the counts
// by reason say what the console cannot hold.
//
//   node tools/zoneCorpus/compare.mjs [--details out.json] [source ...]
//
// A source is a zone file, a folder (its *.db, *.zone, *.db.in files), or a git mirror as the `fetch` tool leaves
// them (/work/.mirror/<owner>+<name>), whose test zones are read from its HEAD without a checkout (SOURCES below).
// With no source: every mirror of SOURCES found under $ZONE_CORPUS_MIRRORS (default /work/.mirror). The files are
// never copied into the repository. Needs /usr/bin/python3 with dnspython (compare.py) and the repository's
// node_modules (rolldown bundles the reader).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const PYTHON = process.env.ZONE_CORPUS_PYTHON ?? '/usr/bin/python3';
const MIRRORS = process.env.ZONE_CORPUS_MIRRORS ?? '/work/.mirror';

/** The test zones of each project, by path in its repository. */
const SOURCES = [
    { mirror: 'isc-projects+bind9', match: /^bin\/tests\/system\/.*\.db(\.in)?$/ },
    { mirror: 'NLnetLabs+nsd', match: /^tpkg\/.*\.zone$/ },
    { mirror: 'CZ-NIC+knot', match: /^tests\/.*\.(zone|db)$/ },
    { mirror: 'NLnetLabs+ldns', match: /^test\/.*\.zone$/ },
    { mirror: 'PowerDNS+pdns', match: /^regression-tests\/zones\/[^/]+$/ },
    { mirror: 'rthalley+dnspython', match: /^tests\/(example|example[0-9]\.good)$/ },
];

const args = process.argv.slice(2);
const detailsAt = args.indexOf('--details');
const detailsFile = detailsAt >= 0 ? args.splice(detailsAt, 2)[1] : undefined;

const work = mkdtempSync(join(tmpdir(), 'zone-corpus-'));
const git = (repo, ...rest) => spawnSync('git', ['-C', repo, ...rest], { encoding: 'buffer', maxBuffer: 1 << 28 });

/** The files to read: [{ display, path }] (mirror files written to the temporary folder). */
const collect = () => {
    const files = [];
    const fromMirror = (mirror, match) => {
        const repo = existsSync(join(mirror, 'repo')) ? join(mirror, 'repo') : mirror;
        const listed = git(repo, 'ls-tree', '-r', '--name-only', 'HEAD');
        if (listed.status !== 0) return console.error(`${mirror}: not a git mirror`);
        const paths = listed.stdout
            .toString('utf8')
            .split('\n')
            .filter(path => match.test(path) && !basename(path).startsWith('.'));
        for (const [index, path] of paths.entries()) {
            const shown = git(repo, 'show', `HEAD:${path}`);
            if (shown.status !== 0 || shown.stdout.length > 5_000_000) continue;
            const local = join(work, `${index}__${basename(path)}`);
            writeFileSync(local, shown.stdout);
            files.push({ display: `${basename(mirror)}:${path}`, path: local });
        }
    };
    const fromFolder = folder => {
        for (const name of readdirSync(folder)) {
            const path = join(folder, name);
            if (statSync(path).isDirectory()) fromFolder(path);
            else if (/\.(db|zone)(\.in)?$/.test(name)) files.push({ display: relative(process.cwd(), path), path });
        }
    };
    if (args.length === 0) {
        for (const { mirror, match } of SOURCES) if (existsSync(join(MIRRORS, mirror))) fromMirror(join(MIRRORS, mirror), match);
    }
    for (const source of args) {
        const known = SOURCES.find(one => basename(source) === one.mirror);
        if (known) fromMirror(source, known.match);
        else if (statSync(source).isDirectory()) fromFolder(source);
        else files.push({ display: source, path: source });
    }
    return files;
};

/** The zone a test file is for: its first $ORIGIN, else its name (example.db, db.example, example.zone), else its first absolute SOA owner. */
const originOf = (text, path) => {
    const directive = /^\$ORIGIN[ \t]+(\S+)/im.exec(text)?.[1];
    if (directive && directive.endsWith('.') && directive !== '.') return directive;
    const stem = basename(path)
        .replace(/^\d+__/, '')
        .replace(/\.in$/, '')
        .replace(/\.(db|zone|signed|unsigned)$/g, '')
        .replace(/^db\./, '');
    if (/^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/i.test(stem) && /[a-z]/i.test(stem) && stem.includes('.')) return `${stem}.`;
    const soa = /^(\S+\.)\s+(?:\d+\s+)?(?:IN\s+)?SOA\s/im.exec(text)?.[1];
    if (soa && soa !== '.') return soa;
    return /[a-z]/i.test(stem) ? `${stem}.` : 'example.';
};

const bundle = join(work, 'reader.mjs');
const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/rolldown/bin/cli.mjs'), join(root, 'src/format/zoneFile/parse.ts'), '-o', bundle, '-f', 'esm', '-p', 'node'],
    {
        encoding: 'utf8',
    },
);
if (built.status !== 0) {
    console.error(built.stderr || built.stdout);
    process.exit(1);
}
const { parseZone } = await import(pathToFileURL(bundle).href);

const files = collect();
const items = files.map(({ display, path }) => {
    const text = readFileSync(path, 'utf8');
    const origin = originOf(text, path);
    const read = parseZone(text, { origin, format: 'bind' });
    return { display, file: path, origin, console: { records: read.records, refusals: read.refusals } };
});
const checked = spawnSync(PYTHON, [join(here, 'compare.py')], { input: JSON.stringify(items), encoding: 'utf8', maxBuffer: 1 << 28 });
if (checked.status !== 0) {
    console.error(checked.stderr);
    process.exit(1);
}
rmSync(work, { recursive: true, force: true });
const reports = checked.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map(line => JSON.parse(line));

const total = { files: reports.length, reference: 0, console: 0, same: 0, refused: 0, skipped: 0 };
const kinds = {};
const reasons = {};
const referenceErrors = { consoleRefusesTheLine: 0, consoleTakesTheLine: 0 };
const failed = [];
for (const report of reports) {
    if (report.checkFailed) {
        failed.push(report);
        continue;
    }
    for (const key of ['reference', 'console', 'same', 'refused', 'skipped']) total[key] += report[key];
    for (const [reason, count] of Object.entries(report.reasons)) reasons[reason] = (reasons[reason] ?? 0) + count;
    for (const difference of report.differences) kinds[difference.kind] = (kinds[difference.kind] ?? 0) + 1;
    if (report.referenceError) referenceErrors[report.referenceError.consoleRefuses ? 'consoleRefusesTheLine' : 'consoleTakesTheLine'] += 1;
}
const sorted = object => Object.fromEntries(Object.entries(object).sort((a, b) => b[1] - a[1]));
console.log("Zone corpus: the console's BIND reader against dnspython", JSON.stringify({ ...total, checkFailed: failed.length }));
console.log('differences (each with its line in --details):', JSON.stringify(sorted(kinds)));
console.log('console refusals and skips, by reason:', JSON.stringify(sorted(reasons)));
console.log('files dnspython refuses (the reference stops there):', JSON.stringify(referenceErrors));
for (const report of reports.filter(one => one.differences?.length).slice(0, 40)) {
    for (const difference of report.differences.slice(0, 3))
        console.log(`  ${report.file}:${difference.line} ${difference.kind}: ${JSON.stringify(difference)}`);
}
for (const report of failed) console.log(`  ${report.file}: check failed, ${report.checkFailed}`);
if (detailsFile) writeFileSync(detailsFile, JSON.stringify(reports, null, 1));
