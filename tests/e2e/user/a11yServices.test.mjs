// axe-core on the user console, part 2: every page of the route table (src/user/routes.ts) outside the dashboard
// and the DNS group (scheduling and monitoring, HTTPDNS, SSL, analysis, plans, orders, recharge, account, messages,
// logs, payment): no serious or critical violation, in cn-light and en-dark.
import { describe, it } from 'node:test';
import { DNS_GROUPS, sweep, userPages, visitPages } from '../lib/a11yUser.mjs';

const { visit, skipped } = await userPages(group => !DNS_GROUPS.includes(group));

describe('accessibility of the user console: services, commerce, account', () => {
    for (const variant of ['cnLight', 'enDark']) {
        it(`${variant}: ${visit.length} pages of the route table`, t => {
            for (const page of skipped) t.diagnostic(`skipped ${page.path}: ${page.reason}`);
            return sweep(variant, async context => {
                await context.signIn();
                await visitPages(context, visit);
            });
        });
    }
});
