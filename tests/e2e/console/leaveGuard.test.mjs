// Leaving a page that holds something to lose asks first, whatever the way out: the browser's Back button, a link
// of the side menu (react-router's useBlocker, src/ui/LeaveGuard.tsx), closing the tab (the browser's own question).
// "Stay" keeps the page as it was; "leave" goes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const FAULTS_KEY = 'dns-console.demo.faults';

/** A link of the side menu. */
const menuLink = (page, path) => page.getByTestId('side-bar').locator(`a[href="${path}"]`);

/** The guard's dialog, by its title. */
const guardDialog = (page, title) => page.getByRole('dialog').filter({ hasText: title });

/** Waits for the dialog, answers "stay" and waits for it to close. */
const stay = async (dialog, cancel) => {
    await dialog.waitFor();
    await dialog.getByRole('button', { name: cancel }).click();
    await dialog.waitFor({ state: 'detached' });
};

describe('leave guard', () => {
    const browser = useBrowser();

    it('asks before a dirty settings form is left by Back and by a menu link; stay keeps what was typed', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/system/mail`);
        await menuLink(page, '/admin/system/web').click();
        await page.waitForURL(`${BASE_URL}/admin/system/web`);
        const name = page.locator('input[name="basic.webName"]');
        // the form shows the saved settings first: typed before they arrive, the text would be replaced by them
        await page.waitForFunction(() => document.querySelector('input[name="basic.webName"]')?.value);
        await name.fill('未保存的名称');
        // the form knows it is dirty (Save is enabled) before the page is left: the guard is in place by then
        await name.locator('xpath=ancestor::form').getByRole('button', { name: '保存' }).click({ trial: true });
        const dialog = guardDialog(page, '离开而不保存？');

        await page.goBack();
        await stay(dialog, '留在此页');
        await page.waitForURL(`${BASE_URL}/admin/system/web`);
        assert.equal(await name.inputValue(), '未保存的名称');

        await menuLink(page, '/admin/system/mail').click();
        await stay(dialog, '留在此页');
        assert.equal(new URL(page.url()).pathname, '/admin/system/web');
        assert.equal(await name.inputValue(), '未保存的名称');

        // closing the tab gets the browser's own question; dismissed, the page stays
        const asked = new Promise(resolve =>
            page.once('dialog', question => {
                resolve(question.type());
                void question.dismiss();
            }),
        );
        await page.close({ runBeforeUnload: true });
        assert.equal(await asked, 'beforeunload');
        assert.equal(await name.inputValue(), '未保存的名称');

        await page.goBack();
        await dialog.waitFor();
        await dialog.getByRole('button', { name: '离开' }).click();
        await page.waitForURL(`${BASE_URL}/admin/system/mail`);
    });

    it('asks before a running bulk job is left by Back and by a menu link (leaving stops it)', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/dns/domain/list/list`);
        await menuLink(page, '/dns/domain/bulk').click();
        await page.waitForURL(`${BASE_URL}/dns/domain/bulk/domainsCreate`);
        // the job's one call answers late: the job runs meanwhile
        await page.evaluate(
            ([key, fault]) => localStorage.setItem(key, JSON.stringify([fault])),
            [FAULTS_KEY, { path: 'app/dns/batch/add/domain', kind: 'slow', delayMs: 60_000 }],
        );
        const stamp = Date.now().toString(36);
        await page.getByRole('textbox', { name: '域名' }).fill(`e2e-guard-${stamp}.com\ne2e-guard-${stamp}.cn`);
        await page.getByRole('button', { name: '添加域名' }).click();
        await page.getByTestId('bulk-progress').waitFor();
        const dialog = guardDialog(page, '任务仍在进行，确定离开？');

        await page.goBack();
        await stay(dialog, '留在此页');
        await page.waitForURL(`${BASE_URL}/dns/domain/bulk/domainsCreate`);
        await page.getByTestId('bulk-progress').waitFor();

        await menuLink(page, '/dns/domain/list/list').click();
        await stay(dialog, '留在此页');
        assert.equal(new URL(page.url()).pathname, '/dns/domain/bulk/domainsCreate');
        await page.getByTestId('bulk-progress').waitFor();

        await menuLink(page, '/dns/domain/list/list').click();
        await dialog.waitFor();
        await dialog.getByRole('button', { name: '离开并停止' }).click();
        await page.waitForURL(`${BASE_URL}/dns/domain/list/list`);
    });
});
