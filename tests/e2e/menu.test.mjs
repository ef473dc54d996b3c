import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { editDemoDb, signIn } from './lib/console.mjs';
import { useBrowser } from './lib/session.mjs';

const menuTexts = async page => {
    await page.getByText('概览').first().waitFor();
    return page.evaluate(() => document.body.innerText);
};

describe('menu visibility (SPEC section 2)', () => {
    const browser = useBrowser();

    it('shows scheduling and monitors only when exclusive_mode has dm / am', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        assert.match(await menuTexts(page), /调度与监控/);

        await editDemoDb(page, db => {
            db.webConfig.exclusive_mode = [];
        });
        assert.doesNotMatch(await menuTexts(page), /调度与监控/);
    });

    it("hides the paths in the user's unvalidModel", async () => {
        const { page } = browser;
        await signIn(page, 'user');
        assert.match(await menuTexts(page), /统计分析/);

        await editDemoDb(page, db => {
            db.users[0].unvalidModel = ['/analysis'];
        });
        assert.doesNotMatch(await menuTexts(page), /统计分析/);
        assert.match(await menuTexts(page), /SSL证书/);
    });
});
