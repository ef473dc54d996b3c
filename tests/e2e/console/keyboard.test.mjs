// Keyboard-only paths of the user console (accessibility): sign in, add a DNS record, pay an order with
// the balance, using Tab / Shift+Tab / Enter / Space / arrows / Escape and typed text only (no clicks, no fill).
// At every Tab stop the focused control must show a focus indicator; dialogs keep Tab inside and give focus back
// to the control that opened them when they close (Escape or Cancel).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, DEMO, readCaptcha } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

/**
 * What has the focus, read in the page: a short description, whether it sits in a dialog, and whether a focus
 * indicator shows. The indicator is an outline (not 'none', width > 0) or a visible box-shadow on the focused element, or
 * on the MUI wrapper that marks the focus of a control whose native element is hidden or borderless (a radio's
 * or switch's `.Mui-focusVisible` span, a text field's `.Mui-focused` input root).
 */
const focusState = page =>
    page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return { what: 'body', visible: false, inDialog: false, element: null };
        const shows = node => {
            const style = getComputedStyle(node);
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
            // a shadow counts when one of its layers has a colour and a size (MUI buttons carry transparent ones)
            const layers = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
            const shadow = layers.some(layer => !/rgba\([^)]*,\s*0\)/.test(layer) && /[1-9]/.test(layer.replace(/rgba?\([^)]*\)/g, '')));
            return outline || shadow;
        };
        const wrapper = element.closest('.Mui-focusVisible, .Mui-focused');
        const near = wrapper && wrapper.contains(element) && element.parentElement?.closest('.Mui-focusVisible, .Mui-focused') === wrapper ? wrapper : null;
        const visible = shows(element) || (near !== null && shows(near));
        const label =
            element.getAttribute('aria-label') ??
            (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
            element.closest('label')?.textContent ??
            element.textContent ??
            '';
        const what = [
            element.tagName.toLowerCase(),
            element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : '',
            element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : '',
            element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : '',
            ` "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
        ].join('');
        return {
            what,
            visible,
            inDialog: element.closest('[role=dialog], [role=alertdialog]') !== null,
            name: element.getAttribute('name'),
            testid: element.getAttribute('data-testid'),
            role: element.getAttribute('role'),
            popup: element.getAttribute('aria-haspopup'),
            type: element.getAttribute('type'),
            label: label.trim(),
            value: 'value' in element ? element.value : undefined,
        };
    });

/**
 * A keyboard walker: `tabTo(match)` presses Tab (or Shift+Tab) until the focused control matches, checking the
 * focus indicator at every stop; the stops without one are collected in `unseen` for one assertion per path.
 */
const keyboard = page => {
    const unseen = new Set();
    const stops = [];
    const check = async () => {
        const state = await focusState(page);
        stops.push(state.what);
        if (state.what !== 'body' && !state.visible) unseen.add(state.what);
        return state;
    };
    const tabTo = async (match, { back = false, max = 60 } = {}) => {
        for (let step = 0; step < max; step++) {
            await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
            const state = await check();
            if (match(state)) return state;
        }
        throw new Error(`no Tab stop matched after ${max} presses; the last ones: ${stops.slice(-12).join(' | ')}`);
    };
    const expectAllSeen = where => assert.deepEqual([...unseen], [], `${where}: Tab stops without a visible focus indicator`);
    return { tabTo, check, expectAllSeen, stops };
};

const named = name => state => state.name === name;
const testId = id => state => state.testid === id;
const labelled = pattern => state => pattern.test(state.label);

/** The demo user's first small unlocked zone (see records.test.mjs). */
const findZone = page =>
    page.evaluate(() => {
        const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
        const counts = new Map();
        for (const record of db.records) counts.set(record.d, (counts.get(record.d) ?? 0) + 1);
        const zone = db.domains.find(
            row => row.userId === 1 && !row.locked && row.status === 1 && row.domain !== 'bigzone-example.com' && (counts.get(row.id) ?? 0) >= 3,
        );
        return zone ? { id: zone.id, domain: zone.domain, userId: zone.userId } : null;
    });

/**
 * Signs in with the keyboard only: account, password, captcha, Enter. `keys` collects the form's Tab stops for the
 * sign-in test; the other paths pass their own walker only for what follows (the sign-in page is checked once).
 */
const signInByKeyboard = async (page, keys = keyboard(page)) => {
    await page.goto(`${BASE_URL}/login`);
    const captcha = await readCaptcha(page);
    // the account field has the focus on arrival
    await page.locator('input[name=account]:focus').waitFor();
    await keys.check();
    await page.keyboard.type(DEMO.user.account);
    await keys.tabTo(named('password'));
    await page.keyboard.type(DEMO.user.password);
    await keys.tabTo(named('captcha'));
    await page.keyboard.type(captcha);
    await page.keyboard.press('Enter');
    await page.waitForURL(url => !url.pathname.endsWith('/login'));
    await page.getByTestId('app-header').waitFor();
};

describe('keyboard only', () => {
    const browser = useBrowser();

    it('signs in: every control of the sign-in form is reachable and shows its focus, Enter submits', async () => {
        const { page } = browser;
        const keys = keyboard(page);
        await page.goto(`${BASE_URL}/login`);
        await page.locator('input[name=account]:focus').waitFor();
        // one whole round of the form: every control shows its focus
        const seen = [];
        for (let step = 0; step < 14; step++) {
            await page.keyboard.press('Tab');
            seen.push((await keys.check()).what);
        }
        for (const name of ['password', 'captcha'])
            assert.ok(
                seen.some(what => what.includes(`[name=${name}]`)),
                `${name} is a Tab stop: ${seen.join(' | ')}`,
            );
        assert.ok(
            seen.some(what => /button\[type=submit\]|"登录"/.test(what) || (what.startsWith('button') && what.includes('登录'))),
            `the submit button is a Tab stop: ${seen.join(' | ')}`,
        );
        keys.expectAllSeen('sign-in page');

        await signInByKeyboard(page, keys);
        assert.match(new URL(page.url()).pathname, /\/dashboard$/);
        keys.expectAllSeen('sign-in');
    });

    it('adds a DNS record; the editor keeps Tab inside and gives the focus back on Cancel and Escape', async () => {
        const { page } = browser;
        const keys = keyboard(page);
        await signInByKeyboard(page);
        const zone = await findZone(page);
        assert.ok(zone, 'a small unlocked zone');
        await page.goto(`${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(zone.domain)}/${zone.id}/${zone.userId}/record`);
        await page.locator('table tbody tr').first().waitFor();

        // open the editor, walk past its last control: Tab never leaves the dialog; Cancel gives the focus back
        await keys.tabTo(testId('records-add'));
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await keys.tabTo(labelled(/^(取消|Cancel)$/));
        for (let step = 0; step < 12; step++) {
            await page.keyboard.press('Tab');
            const state = await keys.check();
            assert.ok(state.inDialog, `Tab stayed in the dialog (${state.what})`);
        }
        await keys.tabTo(labelled(/^(取消|Cancel)$/));
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        assert.equal((await keys.check()).testid, 'records-add', 'Cancel gives the focus back to "Add record"');

        // Escape closes an untouched editor and gives the focus back too
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await keys.tabTo(state => state.inDialog && state.role === 'combobox');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        assert.equal((await keys.check()).testid, 'records-add', 'Escape gives the focus back to "Add record"');

        // add an AAAA record: the editor opens on the host; the type (just before it) chosen with the arrows, host
        // and value typed, Enter on Save
        const host = `kbd-${Date.now().toString(36)}`;
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await page.locator('[role=dialog] input[name=top]:focus').waitFor();
        await keys.tabTo(state => state.role === 'combobox' && state.popup === 'listbox', { back: true });
        await page.keyboard.press('ArrowDown');
        const listbox = page.getByRole('listbox');
        await listbox.waitFor();
        for (let step = 0; step < 20; step++) {
            const current = await page.evaluate(() => document.activeElement?.textContent?.trim());
            if (current === 'AAAA') break;
            await page.keyboard.press('ArrowDown');
        }
        await page.keyboard.press('Enter');
        await listbox.waitFor({ state: 'detached' });
        await dialog.getByRole('combobox').first().filter({ hasText: 'AAAA' }).waitFor();
        await keys.tabTo(named('top'));
        await page.keyboard.type(host);
        await keys.tabTo(named('value'));
        await page.keyboard.type('2001:db8::7');
        await keys.tabTo(labelled(/^(保存|Save)$/));
        await page.keyboard.press('Enter');
        await page.getByText('添加成功').waitFor();
        await dialog.waitFor({ state: 'detached' });
        const row = page.locator('table tbody tr', { hasText: host });
        await row.waitFor();
        assert.match(await row.innerText(), /AAAA[\s\S]*2001:db8::7/);

        // the row's own controls are Tab stops with a visible focus; its delete confirmation returns the focus on Escape
        const remove = await keys.tabTo(state => new RegExp(`^(删除|Delete).*${host}`).test(state.label), { max: 200 });
        await page.keyboard.press('Enter');
        const confirm = page.getByRole('dialog');
        await confirm.waitFor();
        await page.keyboard.press('Escape');
        await confirm.waitFor({ state: 'detached' });
        assert.equal((await keys.check()).label, remove.label, "Escape gives the focus back to the row's delete button");
        keys.expectAllSeen('adding a record');
    });

    it('buys a plan and pays the order with the balance', async () => {
        const { page } = browser;
        const keys = keyboard(page);
        await signInByKeyboard(page);
        await page.goto(`${BASE_URL}/plan/purchase`);
        await page.getByTestId('chosen-product').waitFor();

        // bind a domain (optional): the autocomplete opens with the arrows, Enter picks
        await keys.tabTo(labelled(/^(绑定域名|Bind a domain)/));
        await page.keyboard.press('ArrowDown');
        await page.getByRole('option').first().waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await page.getByRole('listbox').waitFor({ state: 'detached' });

        await keys.tabTo(labelled(/^(立即购买|Buy now)$/));
        await page.keyboard.press('Enter');
        await page.waitForURL(url => url.pathname.startsWith('/payment/order/'));
        await page.getByTestId('channel-picker').getByRole('radio').first().waitFor();
        assert.equal(await page.getByTestId('order-status').innerText(), '待支付');

        // the method: radios move with the arrows; back to the balance
        const radio = await keys.tabTo(state => state.type === 'radio');
        await page.keyboard.press('ArrowDown');
        const moved = await keys.check();
        assert.notEqual(moved.value, radio.value, 'an arrow moves to the next method');
        await page.keyboard.press('ArrowUp');
        assert.match((await keys.check()).label, /余额支付|Balance/);
        await page.keyboard.press('Space');

        await keys.tabTo(named('payPassword'));
        await page.keyboard.type('123456');
        await page.keyboard.press('Enter');
        await page.getByText('支付成功').waitFor();
        await page.getByTestId('order-status').getByText('已支付').waitFor();
        keys.expectAllSeen('paying an order');
    });
});
