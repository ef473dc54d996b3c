import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Unit tests that need no browser run in plain Node: no jsdom and no component setup (tests/setup.ts loads every
 * message area), which cost more than the tests themselves in these folders (about 3x the time per file).
 */
const NODE_TESTS = [
    'src/validation/**/*.test.ts',
    'src/format/**/*.test.ts',
    'src/data/**/*.test.ts',
    'src/dataProvider/**/*.test.ts',
    'src/i18n/**/*.test.ts',
    'build/**/*.test.ts',
    'src/demo/seedConsistency.test.ts',
];
/**
 * The tests in those folders that use a browser API (storage, fetch and the demo server, WebCrypto keys) or the
 * messages tests/setup.ts loads: add yours here.
 */
const NEEDS_BROWSER = [
    'src/format/encryptedExport.test.ts',
    'src/format/money.test.ts',
    'src/format/safeUrl.test.ts',
    'src/format/userAgent.test.ts',
    'src/data/records/batch.test.ts',
    'src/data/bulkJobs/runBulkJob.test.ts',
    'src/data/lines/api.test.ts',
    'src/data/sslOrders/browserKeys.test.ts',
    'src/i18n/catalog.test.ts',
    'src/validation/typedDomain.test.ts',
];

/** A project of tests in jsdom with the component setup. */
const inBrowser = (name: string, include: string[], exclude: string[] = []): TestProjectInlineConfiguration => ({
    extends: true,
    test: { name, environment: 'jsdom', include, exclude, setupFiles: ['tests/setup.ts'] },
});

export default defineConfig({
    plugins: [react()],
    resolve: {
        // resolve react-router exactly as the app build does, or tests load two router copies
        conditions: ['module-sync', 'module', 'browser', 'development|production'],
    },
    test: {
        pool: 'forks',
        maxWorkers: 2,
        testTimeout: 20000,
        projects: [
            { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS, exclude: NEEDS_BROWSER } },
            inBrowser('browser', ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], NODE_TESTS),
            inBrowser('browser-units', NEEDS_BROWSER),
        ],
    },
});
