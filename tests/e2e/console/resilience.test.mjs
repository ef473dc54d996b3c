import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, DEMO, readCaptcha, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

/**
 * The API slow, failing and answering 401 in the middle of a form, and the browser
 * offline. Faults are armed in the demo backend (src/demo/faults.ts), which the msw service worker answers.
 */
const FAULTS_KEY = 'dns-console.demo.faults';
const SAVE = 'app/dns/record/changes/apply';
const LIST = 'app/dns/record/list';

const armFault = (page, fault) => page.evaluate(([key, fault]) => localStorage.setItem(key, JSON.stringify([fault])), [FAULTS_KEY, fault]);

/** Signs in and opens the record tab of a small unlocked zone of the demo user. */
const openZone = async page => {
    await signIn(page);
    const zone = await page.evaluate(() => {
        const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
        const counts = new Map();
        for (const record of db.records) counts.set(record.d, (counts.get(record.d) ?? 0) + 1);
        const row = db.domains.find(
            row => row.userId === 1 && !row.locked && row.status === 1 && row.domain !== 'bigzone-example.com' && (counts.get(row.id) ?? 0) >= 3,
        );
        return row && { id: row.id, domain: row.domain, userId: row.userId };
    });
    assert.ok(zone, 'a zone to test');
    await page.goto(`${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(zone.domain)}/${zone.id}/${zone.userId}/record`);
    await page.locator('table tbody tr').first().waitFor();
    return zone;
};

/** Opens the add dialog and types an A record. */
const typeRecord = async (page, top, value) => {
    await page.getByTestId('records-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="top"]').fill(top);
    await dialog.locator('input[name="value"]').fill(value);
    return dialog;
};

const assertKept = async (dialog, top, value) => {
    assert.equal(await dialog.locator('input[name="top"]').inputValue(), top);
    assert.equal(await dialog.locator('input[name="value"]').inputValue(), value);
};

describe('resilience: a save that fails', () => {
    const browser = useBrowser();

    it('says what went wrong for each failure, keeps the form, and saving again succeeds', async () => {
        const { page } = browser;
        await openZone(page);
        const dialog = await typeRecord(page, 'e2e-fault', '203.0.113.21');
        const save = dialog.getByRole('button', { name: '保存' });
        const cases = [
            [{ kind: '500' }, '系统异常，请稍后再试'],
            [{ kind: 'malformed' }, '服务器返回的数据无法解析'],
            [{ kind: 'html' }, '服务器暂时不可用，请稍后再试'],
            [{ kind: 'reset' }, '请求异常！请检查网络连接'],
        ];
        for (const [fault, message] of cases) {
            await armFault(page, { path: SAVE, ...fault });
            await save.click();
            await page.getByText(message).first().waitFor();
            await assertKept(dialog, 'e2e-fault', '203.0.113.21');
        }
        await save.click();
        await page.getByText('添加成功').waitFor();
        await page.locator('table tbody tr', { hasText: '203.0.113.21' }).waitFor();
    });

    it('shows progress on a 5 s save and finishes it', async () => {
        const { page } = browser;
        await openZone(page);
        const dialog = await typeRecord(page, 'e2e-slow', '203.0.113.22');
        await armFault(page, { path: SAVE, kind: 'slow', delayMs: 5000 });
        await dialog.getByRole('button', { name: '保存' }).click();
        // react-admin's SaveButton shows a spinner while the form submits
        await dialog.getByRole('button', { name: '保存' }).locator('.MuiCircularProgress-root').waitFor();
        await page.getByText('添加成功').waitFor({ timeout: 20_000 });
        await page.locator('table tbody tr', { hasText: '203.0.113.22' }).waitFor();
    });

    it('asks to sign in again over the form on a 401, then saves without retyping', async () => {
        const { page } = browser;
        await openZone(page);
        const dialog = await typeRecord(page, 'e2e-401', '203.0.113.23');
        await armFault(page, { path: SAVE, kind: '401' });
        await dialog.getByRole('button', { name: '保存' }).click();

        const prompt = page.getByRole('dialog', { name: '登录已过期，您需要重新登录！' });
        await prompt.waitFor();
        assert.ok(page.url().endsWith('/record'), `still on the record page: ${page.url()}`);
        const captcha = await readCaptcha(page);
        await prompt.locator('input[name="id"]').fill(DEMO.user.account);
        await prompt.locator('input[name="password"]').fill(DEMO.user.password);
        await prompt.locator('input[name="captcha"]').fill(captcha);
        await prompt.getByRole('button', { name: '登录并继续' }).click();
        await prompt.waitFor({ state: 'detached' });

        const editor = page.getByRole('dialog');
        await assertKept(editor, 'e2e-401', '203.0.113.23');
        await editor.getByRole('button', { name: '保存' }).click();
        await page.getByText('添加成功').waitFor();
        await page.locator('table tbody tr', { hasText: '203.0.113.23' }).waitFor();
    });
});

describe('resilience: offline', () => {
    const browser = useBrowser();

    it('shows a banner while offline and reloads the list when back', async () => {
        const { page, context } = browser;
        await openZone(page);
        const banner = page.getByRole('status').filter({ hasText: '网络已断开' });
        await context.setOffline(true);
        await banner.waitFor();
        const reload = page.waitForRequest(request => request.url().includes(LIST));
        await context.setOffline(false);
        await banner.waitFor({ state: 'detached' });
        await reload;
        await page.locator('table tbody tr').first().waitFor();
    });
});
