// One fresh browser profile per test, closed after it, with page errors failing the test, and answers of the demo
// backend the console could not read whole (unless `allowUnreadable`: a test that sends wrong answers on purpose). The last screen of
// every test is saved to .e2e-artifacts/ so a failure can be looked at.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach } from 'node:test';
import { openContext } from './browser.mjs';

const ARTIFACTS = '.e2e-artifacts';

export const useBrowser = ({ allowUnreadable = false, ...options } = {}) => {
    const state = {};
    beforeEach(async () => {
        Object.assign(state, await openContext(options));
    });
    afterEach(async t => {
        const errors = state.errors;
        const unreadable = allowUnreadable ? [] : state.unreadable;
        mkdirSync(ARTIFACTS, { recursive: true });
        const name = t.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_').slice(0, 80);
        await state.page.screenshot({ path: `${ARTIFACTS}/${name}.png` }).catch(() => {});
        writeFileSync(`${ARTIFACTS}/${name}.log`, [...state.navigations, `final: ${state.page.url()}`, ...state.errors, ...state.unreadable].join('\n') + '\n');
        await state.close();
        assert.deepEqual(errors, [], 'the page threw');
        assert.deepEqual(unreadable, [], 'the console could not read an answer of the demo backend whole');
    });
    return state;
};
