// The API key (/account/apikey): revealed, copied (clipboard permission granted) and regenerated after a
// confirmation. A scoped token (/account/tokens) read-only on one domain: its secret shown once, then a program's
// calls with it (a write, another domain) refused; another device signed out (/account/sessions). Domain licences (/account/domainLicense): the first demo user shares a domain with the second,
// who then (signed in in the same browser, sharing the demo database) accepts it. The seeded sub-account, records
// editor on the group 测试环境, sees only that group's domains and is refused the others and the owner's calls.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, fillLogin, readCaptcha, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

const SEEDED_KEY = 'ak_demo_7f3c9a51e2b84d06a1c5f0e9d2b7c436';
const SECOND = { account: '13900139000', password: 'demo1234' };
const SUB_ACCOUNT = { account: 'ops@dnsconsole.cn', password: 'demo1234' };
const TEST_GROUP = 3;

const signInAs = async (page, { account, password }) => {
    await page.goto(`${BASE_URL}/login`);
    await fillLogin(page, { account, password, captcha: await readCaptcha(page) });
    await page.waitForURL(url => !url.pathname.endsWith('/login'));
    await page.getByTestId('app-header').waitFor();
};

/** Ends the console's session in this browser (the demo database stays). */
const signOut = async page =>
    page.evaluate(() => {
        localStorage.removeItem('dns-console.user.token');
        localStorage.removeItem('dns-console.user.user');
    });

const licenceRow = (page, domain) => page.locator('tr', { has: page.getByText(domain, { exact: true }) });

describe('API key and domain licences', () => {
    const browser = useBrowser();

    it('reveals, copies and regenerates the API key', async () => {
        const { page, context } = browser;
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE_URL).origin });
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/account/apikey`);
        const key = page.getByTestId('api-key');
        await key.waitFor();
        assert.ok(!(await key.innerText()).includes(SEEDED_KEY), 'masked at first');
        await page.getByRole('button', { name: '显示密钥' }).click();
        assert.equal(await key.innerText(), SEEDED_KEY);
        assert.ok((await page.getByTestId('api-example').innerText()).includes(`apikey: ${SEEDED_KEY}`));

        await page.getByRole('button', { name: '复制密钥' }).click();
        await page.getByText('复制成功').waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), SEEDED_KEY);

        await page.getByRole('button', { name: '重新生成' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('当前密钥将立即失效').waitFor();
        await dialog.getByRole('button', { name: '重新生成' }).click();
        await page.getByText('已生成新的 API 密钥').waitFor();
        await dialog.waitFor({ state: 'detached' });
        // still revealed: the new key shows in full
        await page.waitForFunction(seeded => document.querySelector('[data-testid="api-key"]')?.textContent !== seeded, SEEDED_KEY);
        assert.equal(await key.getAttribute('data-revealed'), 'true');
        const fresh = await key.innerText();
        assert.match(fresh, /^ak_[0-9a-f]{32}$/);
        assert.notEqual(fresh, SEEDED_KEY);
    });

    it('a token scoped to one domain read-only is refused a write and another domain; another device is signed out', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/account/tokens`);
        await page.getByTestId('token-table').waitFor();
        await page.getByTestId('token-create').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: '名称' }).fill('只读 example.com');
        await dialog.getByRole('combobox', { name: '解析记录' }).click();
        await page.getByRole('option', { name: '只读' }).click();
        await dialog.getByRole('radio', { name: '指定域名' }).check();
        await dialog.getByRole('combobox', { name: '选择域名' }).fill('example.com');
        await page.getByRole('option', { name: 'example.com', exact: true }).click();
        await dialog.getByRole('button', { name: '创建' }).click();
        const secret = await page.getByTestId('token-secret').innerText();
        assert.match(secret, /^at_[0-9a-f]{32}$/);
        await page.getByRole('button', { name: '我已复制' }).click();
        // the example takes the new token once the secret's dialog is closed
        await page.getByTestId('token-example').getByText(`apikey: ${secret}`, { exact: false }).waitFor();

        const answers = await page.evaluate(async key => {
            const post = async (path, body) => {
                const response = await fetch(`/antsxdp/${path}`, {
                    method: 'POST',
                    headers: { apikey: key, 'Content-Type': 'application/x-www-form-urlencoded' },
                    body: new URLSearchParams(body),
                });
                return response.json();
            };
            return {
                read: await post('app/dns/record/list', { domain: 'example.com', page: '1', limit: '5' }),
                write: await post('app/dns/record/set', { domain: 'example.com', info: '{}' }),
                other: await post('app/dns/record/list', { domain: 'example.org', page: '1', limit: '5' }),
            };
        }, secret);
        assert.equal(answers.read.code, 1);
        assert.deepEqual([answers.write.code, answers.write.msg], [403, '令牌没有「解析记录」的写入权限']);
        assert.deepEqual([answers.other.code, answers.other.msg], [403, '令牌无权访问域名 example.org']);

        await page.goto(`${BASE_URL}/account/sessions`);
        const phone = page.locator('[data-testid="session-row"]', { hasText: '223.104.63.18' });
        await phone.getByRole('button', { name: /^退出/ }).click();
        await page.getByRole('dialog').getByRole('button', { name: '退出' }).click();
        await page.getByText('已退出该设备').waitFor();
        await phone.waitFor({ state: 'detached' });
        await page.locator('[data-testid="session-row"][data-current="true"]').getByText('本机').waitFor();
    });

    it('shares a domain with the second user, who accepts it', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/account/domainLicense/initiate`);
        await licenceRow(page, 'example.org').waitFor();
        await page.getByTestId('license-create').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox', { name: '域名' }).fill('example.com');
        await page.getByRole('option', { name: 'example.com', exact: true }).click();
        await dialog.getByRole('textbox', { name: '对方账号' }).fill(SECOND.account);
        await dialog.getByRole('button', { name: '授权' }).click();
        await page.getByText('授权已发出，等待对方接受').waitFor();
        await licenceRow(page, 'example.com').getByText('待接受').waitFor();

        await signOut(page);
        await signInAs(page, SECOND);
        await page.goto(`${BASE_URL}/account/domainLicense/receive`);
        const row = licenceRow(page, 'example.com');
        await row.getByText('待接受').waitFor();
        await row.getByRole('button', { name: '接受' }).click();
        await page.getByRole('dialog').getByRole('button', { name: '接受' }).click();
        await page.getByText('已接受授权').waitFor();
        await row.getByText('已接受').waitFor();

        // the tab to the other side is a link to its own address
        await page.getByRole('tab', { name: '我发起的' }).click();
        await page.waitForURL(url => url.pathname === '/account/domainLicense/initiate');
        await licenceRow(page, 'lisi-studio.com').waitFor();
    });

    it('a sub-account editing the records of one group sees only that group and is refused elsewhere', async () => {
        const { page } = browser;
        await page.goto(`${BASE_URL}/login`);
        await signOut(page);
        await signInAs(page, SUB_ACCOUNT);
        const { inGroup, outside } = await page.evaluate(group => {
            const { db } = JSON.parse(localStorage.getItem('dns-console.demo.db'));
            const ids = db.domainGroups.find(row => row.id === group).domainIds;
            const owners = db.domains.filter(domain => domain.userId === 1);
            return {
                inGroup: owners.filter(domain => ids.includes(domain.id)).map(domain => domain.domain),
                outside: owners.find(domain => !ids.includes(domain.id)).domain,
            };
        }, TEST_GROUP);
        await page.goto(`${BASE_URL}/dns/domain/list/list`);
        const rows = page.locator('tbody tr');
        await rows.first().waitFor();
        const shown = await rows.allInnerTexts();
        assert.ok(shown.length > 0);
        for (const text of shown)
            assert.ok(
                inGroup.some(name => text.includes(name)),
                `${text} is a domain of the group`,
            );
        assert.ok(!shown.some(text => text.includes(outside)));
        // the owner's actions are closed with the reason; the owner's areas are not in the menu
        // (the role comes with the user info, which may answer after the rows: wait for the button to close)
        await rows
            .first()
            .getByRole('button', { name: /^(暂停|启用)$/, disabled: true })
            .waitFor();
        assert.equal(await page.getByText('财务', { exact: true }).count(), 0);

        const answers = await page.evaluate(async domain => {
            const token = localStorage.getItem('dns-console.user.token');
            const post = async (path, body) => {
                const response = await fetch(`/antsxdp/${path}`, {
                    method: 'POST',
                    headers: { token, 'Content-Type': 'application/x-www-form-urlencoded' },
                    body: new URLSearchParams(body),
                });
                return response.json();
            };
            return {
                other: await post('app/dns/record/list', { domain, page: '1', limit: '5' }),
                ownerOnly: await post('app/user/token/list', {}),
            };
        }, outside);
        assert.equal(answers.other.msg, '域名不存在');
        assert.deepEqual([answers.ownerOnly.code, answers.ownerOnly.msg], [403, '子账号无权执行此操作，请联系主账号']);
    });
});
