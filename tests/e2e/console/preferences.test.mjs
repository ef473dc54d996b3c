// Theme drawer and table settings: saved locally (react-admin Store), applied to header, menu, page and lists.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const NAVY = 'rgb(0, 21, 41)';
const WHITE = 'rgb(255, 255, 255)';
// the primary colour as text: the accessible shade of the chosen colour (4.5:1 on the light surfaces,
// console/preferences/accessiblePalette.ts): #1677ff (拂晓蓝) shows as #1263d6, #f5222d (薄暮) as #cd1c25
const BLUE = 'rgb(18, 99, 214)';
const RED = 'rgb(205, 28, 37)';
const STRIPE = 'rgba(0, 0, 0, 0.024)'; // rgba(0, 0, 0, 0.025) as Chromium reports it, to two decimals below

const storeKey = (flavour, name) => `RaStoredns-console.${flavour}.preferences.${name}`;
const saved = (page, flavour, name) => page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? 'null'), storeKey(flavour, name));
/** A computed style once the element's transitions have run (a colour fades when a theme or a state changes). */
const style = (locator, property) =>
    locator.evaluate(async (element, name) => {
        await Promise.all(element.getAnimations().map(animation => animation.finished));
        return getComputedStyle(element)[name];
    }, property);
const header = page => page.getByTestId('app-header');
/** A primary-coloured control of the page: the list's "mark this page read" button, enabled once the unread load. */
const primaryButton = page => page.getByRole('button', { name: '本页标为已读', disabled: false });

const openDrawer = async page => {
    await page.getByTestId('theme-button').click();
    const drawer = page.getByRole('region', { name: '主题设置' });
    await drawer.waitFor();
    return drawer;
};
const closeDrawer = async page => {
    await page.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('region', { name: '主题设置' }).waitFor({ state: 'detached' });
};
const openMessages = async (page, { reload = false } = {}) => {
    if (reload) await page.reload();
    else await page.goto(`${BASE_URL}/message/list`);
    await page.locator('table tbody tr').first().waitFor();
};
const alpha2 = color => color.replace(/(\d\.\d\d)\d+\)/, '$1)');

describe('theme settings', () => {
    const browser = useBrowser();

    it('a dark header and a red primary colour survive a reload; reset brings the defaults back', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openMessages(page);
        assert.equal(await style(header(page), 'backgroundColor'), WHITE);
        assert.equal(await style(primaryButton(page), 'color'), BLUE);

        const drawer = await openDrawer(page);
        await drawer.getByTestId('area-header').getByRole('button', { name: '暗色' }).click();
        await drawer.getByRole('radio', { name: '薄暮' }).click();
        assert.equal(await drawer.getByRole('radio', { name: '薄暮' }).getAttribute('aria-checked'), 'true');
        await closeDrawer(page);
        assert.equal(await style(header(page), 'backgroundColor'), NAVY);
        assert.equal(await style(primaryButton(page), 'color'), RED);
        assert.deepEqual(await saved(page, 'user', 'theme'), { headerTheme: 'dark', primaryColor: '#f5222d' });

        await openMessages(page, { reload: true });
        assert.equal(await style(header(page), 'backgroundColor'), NAVY);
        // the header text stays light on navy
        assert.equal(await style(page.getByTestId('web-name'), 'color'), 'rgba(255, 255, 255, 0.88)');
        assert.equal(await style(primaryButton(page), 'color'), RED);

        const again = await openDrawer(page);
        assert.equal(await again.getByTestId('area-header').getByRole('button', { name: '暗色' }).getAttribute('aria-pressed'), 'true');
        await again.getByRole('button', { name: '重置' }).click();
        await page.getByText('主题与表格设置已恢复默认。').waitFor();
        assert.equal(await again.getByRole('radio', { name: '拂晓蓝' }).getAttribute('aria-checked'), 'true');
        await closeDrawer(page);
        assert.equal(await style(header(page), 'backgroundColor'), WHITE);
        assert.equal(await style(primaryButton(page), 'color'), BLUE);
        assert.equal(await saved(page, 'user', 'theme'), null);

        await openMessages(page, { reload: true });
        assert.equal(await style(header(page), 'backgroundColor'), WHITE);
    });

    it('top-to-bottom layout puts the menu in the header, and stays after a reload', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openMessages(page);
        await page.getByTestId('side-bar').waitFor();

        const drawer = await openDrawer(page);
        await drawer.getByTestId('layout-horizontal').click();
        assert.equal(await drawer.getByTestId('layout-horizontal').getAttribute('aria-pressed'), 'true');
        await closeDrawer(page);
        await page.getByTestId('side-bar').waitFor({ state: 'detached' });
        // the first menu entry is now in the header
        await header(page).getByText('概览').filter({ visible: true }).first().waitFor();
        assert.deepEqual(await saved(page, 'user', 'theme'), { layoutMode: 'horizontal' });

        await openMessages(page, { reload: true });
        await header(page).getByText('概览').filter({ visible: true }).first().waitFor();
        assert.equal(await page.getByTestId('side-bar').count(), 0);

        const again = await openDrawer(page);
        await again.getByTestId('layout-vertical').click();
        await closeDrawer(page);
        await page.getByTestId('side-bar').waitFor();
    });

    it('a dark side menu and a dark page keep their text light', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openMessages(page);
        const drawer = await openDrawer(page);
        await drawer.getByTestId('area-aside').getByRole('button', { name: '暗色' }).click();
        await drawer.getByTestId('area-main').getByRole('button', { name: '暗色' }).click();
        await closeDrawer(page);
        const cell = page.locator('table tbody tr').first().locator('td').nth(2);
        assert.equal(await style(cell, 'color'), 'rgba(255, 255, 255, 0.88)');
        const paper = await page
            .locator('.RaList-content')
            .first()
            .evaluate(element => getComputedStyle(element).backgroundColor);
        assert.notEqual(paper, WHITE);
        const aside = page.getByTestId('side-bar').locator('.MuiPaper-root').first();
        assert.equal(await style(aside, 'backgroundColor'), NAVY);
    });
});

describe('table settings', () => {
    const browser = useBrowser();

    it('stripes and 10 rows per page apply to the message list and survive a reload', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await openMessages(page);
        assert.equal(await page.locator('table tbody tr').count(), 20);
        assert.equal(await style(page.locator('table tbody tr').nth(1), 'backgroundColor'), 'rgba(0, 0, 0, 0)');

        const drawer = await openDrawer(page);
        await drawer.getByRole('switch', { name: '斑马纹' }).check();
        await drawer.getByRole('combobox', { name: '每页条数' }).click();
        await page.getByRole('option', { name: '10 条/页' }).click();
        await closeDrawer(page);
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 10);
        assert.equal(alpha2(await style(page.locator('table tbody tr').nth(1), 'backgroundColor')), alpha2(STRIPE));
        assert.equal(await style(page.locator('table tbody tr').nth(0), 'backgroundColor'), 'rgba(0, 0, 0, 0)');
        assert.deepEqual(await saved(page, 'user', 'table'), { stripe: true, pageSize: 10 });

        await page.goto(`${BASE_URL}/message/list`);
        await page.reload();
        await page.locator('table tbody tr').first().waitFor();
        await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 10);
        assert.equal(alpha2(await style(page.locator('table tbody tr').nth(1), 'backgroundColor')), alpha2(STRIPE));
    });

    it('the admin recursive segment list asks for 10 rows, with stripes, borders and a comfortable size', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await page.goto(`${BASE_URL}/admin/dns/recursive`);
        await page.locator('table tbody tr').first().waitFor();
        const firstCell = page.locator('table tbody tr').first().locator('td').nth(1);
        assert.equal(await style(firstCell, 'borderLeftStyle'), 'none');

        const drawer = await openDrawer(page);
        await drawer.getByRole('switch', { name: '斑马纹' }).check();
        await drawer.getByRole('switch', { name: '边框' }).check();
        await drawer.getByRole('button', { name: '宽松' }).click();
        await drawer.getByRole('combobox', { name: '每页条数' }).click();
        const asked = page.waitForRequest(request => request.url().includes('GetDnsRecursive') && /"limit":10\b/.test(request.postData() ?? ''));
        await page.getByRole('option', { name: '10 条/页' }).click();
        await asked;
        await closeDrawer(page);

        assert.equal(await style(firstCell, 'borderLeftStyle'), 'solid');
        assert.equal((await page.locator('table tbody td.MuiTableCell-sizeMedium').count()) > 0, true);
        assert.equal(alpha2(await style(page.locator('table tbody tr').nth(1), 'backgroundColor')), alpha2(STRIPE));

        const reloaded = page.waitForRequest(request => request.url().includes('GetDnsRecursive') && /"limit":10\b/.test(request.postData() ?? ''));
        await page.goto(`${BASE_URL}/admin/dns/recursive`);
        await reloaded;
        await page.locator('table tbody tr').first().waitFor();
        assert.equal(await style(page.locator('table tbody tr').first().locator('td').nth(1), 'borderLeftStyle'), 'solid');
        assert.deepEqual(await saved(page, 'admin', 'table'), { stripe: true, border: true, size: 'medium', pageSize: 10 });
    });
});
