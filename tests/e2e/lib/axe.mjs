// axe-core in the page: the serious and critical accessibility violations of what is on screen now.
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe over the page (or the `include` selector) and returns one readable line per serious/critical node. */
export const blockingViolations = async (page, { include } = {}) => {
    let builder = new AxeBuilder({ page });
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    return violations
        .filter(violation => BLOCKING.has(violation.impact ?? ''))
        .flatMap(violation =>
            violation.nodes.map(node => `${violation.id} (${violation.impact}): ${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''} :: ${node.html.slice(0, 160)}`),
        );
};

/** Fails with every serious/critical violation listed, `where` naming the page and variant. */
export const expectAccessible = async (page, where, options) => {
    const found = await blockingViolations(page, options);
    assert.deepEqual(found, [], `${where}: ${found.length} serious or critical accessibility violations`);
};
