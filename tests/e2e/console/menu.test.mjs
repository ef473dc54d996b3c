import { describe, it } from 'node:test';
import { editDemoDb, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

// the menu follows the web config and the user info, which arrive after the first paint: wait for the state
const waitForMenu = (page, { shows = [], hides = [] }) =>
    page.waitForFunction(
        ({ shows, hides }) => {
            const text = document.querySelector('[data-testid="side-bar"]')?.innerText ?? '';
            return shows.every(item => text.includes(item)) && hides.every(item => !text.includes(item));
        },
        { shows, hides },
    );

describe('menu visibility (SPEC section 2)', () => {
    const browser = useBrowser();

    it('shows scheduling and monitors only when exclusive_mode has dm / am', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await waitForMenu(page, { shows: ['调度与监控', '统计分析'] });

        await editDemoDb(page, { exclusiveMode: [] });
        await waitForMenu(page, { shows: ['统计分析'], hides: ['调度与监控'] });
    });

    it("hides the paths in the user's unvalidModel", async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await waitForMenu(page, { shows: ['统计分析', 'SSL证书'] });

        await editDemoDb(page, { user: { unvalidModel: ['/analysis'] } });
        await waitForMenu(page, { shows: ['SSL证书', '调度与监控'], hides: ['统计分析'] });
    });
});
