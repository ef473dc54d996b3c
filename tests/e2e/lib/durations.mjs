// How long each browser test file takes, so a run can start the longest files first (run.mjs). durations.json
// holds the seconds of each file's tests as last measured; `E2E_DURATIONS=record npm run test:e2e` measures them
// again (a node --test reporter, below) and writes the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export const DURATIONS_FILE = 'tests/e2e/durations.json';

const read = () => {
    try {
        return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'));
    } catch {
        return {};
    }
};

/**
 * The files, longest first: with two files at a time a long file started last runs on alone at the end. A file not
 * measured yet counts as the median one.
 */
export const longestFirst = files => {
    const known = read();
    const measured = Object.values(known).sort((a, b) => a - b);
    const median = measured.length ? measured[Math.floor(measured.length / 2)] : 0;
    const weight = file => known[file] ?? median;
    return [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
};

/** node --test reporter: adds up each file's top-level tests and writes the seconds per file to DURATIONS_FILE. */
export default async function* record(source) {
    const seconds = {};
    for await (const { type, data } of source) {
        if ((type === 'test:pass' || type === 'test:fail') && data.nesting === 0 && data.file) {
            const file = relative(process.cwd(), data.file);
            seconds[file] = Math.round(((seconds[file] ?? 0) + data.details.duration_ms / 1000) * 10) / 10;
        }
    }
    const sorted = Object.fromEntries(Object.entries({ ...read(), ...seconds }).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(DURATIONS_FILE, JSON.stringify(sorted, null, 2) + '\n');
    yield '';
}
