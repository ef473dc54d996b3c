// axe-core in the page: the serious and critical accessibility violations of what is on screen now.
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * The console's frame (app bar and side menu), the same on every page of a signed-in session: a sweep checks it
 * on its first page and passes it as `exclude` afterwards, so each page's axe run covers only what that page adds.
 */
export const SHELL = ['[data-testid="app-header"]', '.RaSidebar-docked'];

/**
 * Waits until no finite CSS transition or animation runs (spinners and skeletons loop forever and are left out):
 * a control that has just changed state (a button swapped from contained to outlined when its data arrived, a
 * dialog fading in) shows blended colours for a few hundred milliseconds, which axe would measure instead of
 * the colours the user reads once it has settled.
 */
const transitionsDone = page =>
    page.waitForFunction(() =>
        document.getAnimations().every(animation => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
    );

/**
 * Runs axe over the page (or the `include` selector, minus `exclude`) and returns one readable line per
 * serious/critical node. Every rule runs; only the violations are collected (not the passing and inapplicable
 * nodes, which axe otherwise serialises for every rule: about a quarter of its time on a large page). axe runs
 * in the page itself (AxeBuilder's legacy mode, axe.run): its default opens a blank page for every run to gather
 * the results of cross-origin frames, which the console does not have, and that took half of each run's time.
 */
export const blockingViolations = async (page, { include, exclude } = {}) => {
    await transitionsDone(page);
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
    if (include) builder = builder.include(include);
    for (const selector of exclude ?? []) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    return violations
        .filter(violation => BLOCKING.has(violation.impact ?? ''))
        .flatMap(violation =>
            violation.nodes.map(
                node =>
                    `${violation.id} (${violation.impact}): ${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''} :: ${node.html.slice(0, 160)}`,
            ),
        );
};

/** Fails with every serious/critical violation listed, `where` naming the page and variant. */
export const expectAccessible = async (page, where, options) => {
    const found = await blockingViolations(page, options);
    assert.deepEqual(found, [], `${where}: ${found.length} serious or critical accessibility violations`);
};
