import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, changeDemoDb, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

/**
 * Answers of the wrong types: a number where text goes, a list that is a string, null names, objects where text
 * goes. Every screen renders what it can read (dataProvider/answers.ts), the shell says what could not be read, and
 * no screen falls to its error page. The web config is changed in the demo database (both consoles read it); the
 * other answers are armed as faults of kind `answer` (src/demo/faults.ts).
 */
const FAULTS_KEY = 'dns-console.demo.faults';
const UNREADABLE = '服务器返回的部分数据无法读取';

const ok = data => ({ code: 1, msg: 'success', data });
const armAnswer = (page, path, body, times = 5) =>
    page.evaluate(([key, fault]) => localStorage.setItem(key, JSON.stringify([fault])), [FAULTS_KEY, { path, kind: 'answer', body, times }]);

/** The page rendered, inside the shell, without a screen's error page. */
const assertNoErrorPage = async page => {
    await page.getByTestId('app-header').waitFor();
    assert.equal(await page.getByText('页面显示出错').count(), 0, 'no render error page');
    assert.equal(await page.getByText('页面加载失败').count(), 0, 'no download error page');
};

const setWebName = (db, webName) => {
    const record = db.sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY');
    const value = JSON.parse(record.paramValue);
    value.basic = { ...value.basic, webName };
    record.paramValue = JSON.stringify(value);
};

describe('wrong-typed answers: the user console', () => {
    const browser = useBrowser({ allowUnreadable: true });

    it('boots on a web config whose site name is a number (basic.webName: 12345)', async () => {
        const { page } = browser;
        await signIn(page);
        await changeDemoDb(page, setWebName, 12345);
        await page.getByTestId('brand').filter({ hasText: '12345' }).first().waitFor();
        await page.getByTestId('card-update-log').waitFor();
        await assertNoErrorPage(page);
        // the sign-in page boots on it too (signed out: the session's keys go, the demo database stays)
        await page.evaluate(() => {
            for (const key of Object.keys(localStorage)) if (key.startsWith('dns-console.user.')) localStorage.removeItem(key);
        });
        await page.goto(`${BASE_URL}/login`);
        await page.locator('input[name="password"]').waitFor();
        assert.equal(await page.getByText('页面显示出错').count(), 0);
    });

    it('shows an update log with numbers where text goes', async () => {
        const { page } = browser;
        await signIn(page);
        const entries = [
            { id: 1, version: 240, title: 7, content: 12345, createTime: 20240101 },
            { id: 2, version: 'v2.3.0', title: { zh: '标题' }, content: ['<p>x</p>'] },
        ];
        await armAnswer(page, 'app/common/web/update/log', ok({ list: entries, totalCount: 2 }));
        await page.goto(`${BASE_URL}/`);
        const log = page.getByTestId('card-update-log');
        await log.getByText('240', { exact: true }).first().waitFor();
        await log.getByText('v2.3.0').waitFor();
        await page.getByTestId('unreadable-notice').filter({ hasText: 'app/common/web/update/log' }).waitFor();
        await assertNoErrorPage(page);
    });

    it('lists messages with numbers and objects where text goes', async () => {
        const { page } = browser;
        await signIn(page);
        const rows = [
            { id: 1, title: 404, content: 12, type: '1', readStatus: '0', createtime: 20240101 },
            { id: 2, title: { zh: '对象' }, content: 7, type: 2, readStatus: 1 },
        ];
        await armAnswer(page, 'app/account/message/list', ok({ list: rows, totalCount: 2 }), 10);
        await page.goto(`${BASE_URL}/message/list`);
        await page.locator('table tbody tr', { hasText: '404' }).waitFor();
        assert.equal(await page.locator('table tbody tr').count(), 2);
        await page.getByTestId('unreadable-notice').waitFor();
        await assertNoErrorPage(page);
    });

    it('lists domains with null names, a number for a name and an object for a remark', async () => {
        const { page } = browser;
        await signIn(page);
        const rows = [
            { id: 901, domain: null, status: 1, whoisStatus: 1, recordCount: 2, locked: 0, userid: 1, remarks: null, consume: null },
            { id: 902, domain: 12345, status: '1', whoisStatus: '2', recordCount: '3', locked: '0', userid: 1, remarks: { text: 'x' } },
            { id: 903, domain: 'fine.example', status: 1, whoisStatus: 1, recordCount: 1, locked: 0, userid: 1 },
        ];
        await armAnswer(page, 'app/dns/domain/list', ok({ list: rows, totalCount: 3 }));
        await page.goto(`${BASE_URL}/dns/domain/list`);
        await page.getByRole('link', { name: 'fine.example' }).waitFor();
        await page.getByRole('link', { name: '12345' }).waitFor();
        assert.equal(await page.locator('table tbody tr').count(), 3);
        await page.getByTestId('unreadable-notice').getByText(UNREADABLE).waitFor();
        await assertNoErrorPage(page);
    });

    it('reads a domain list that is a string as no rows, and says so', async () => {
        const { page } = browser;
        await signIn(page);
        await armAnswer(page, 'app/dns/domain/list', ok({ list: 'fine.example', totalCount: 1 }));
        await page.goto(`${BASE_URL}/dns/domain/list`);
        await page.getByTestId('unreadable-notice').filter({ hasText: 'app/dns/domain/list' }).waitFor();
        assert.equal(await page.getByRole('link', { name: 'fine.example' }).count(), 0);
        await assertNoErrorPage(page);
    });

    it('shows the monitoring board whose list is a string (a custom call, read through its schema) as empty, and says so', async () => {
        const { page } = browser;
        await signIn(page);
        await armAnswer(page, 'app/monitor/board', ok({ time: '2026-01-01 00:00:00', list: 'www.example.com' }));
        await page.goto(`${BASE_URL}/a-monitor/monitors/ontime`);
        await page.getByTestId('unreadable-notice').filter({ hasText: 'app/monitor/board' }).waitFor();
        assert.equal(await page.getByTestId('board-card').count(), 0);
        await assertNoErrorPage(page);
    });
});

describe('wrong-typed answers: the admin console', () => {
    const browser = useBrowser({ allowUnreadable: true });

    it('boots on a web config whose site name is a number, and its web config screen can fix it', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await changeDemoDb(page, setWebName, 12345);
        await page.getByTestId('brand').filter({ hasText: '12345' }).first().waitFor();
        await assertNoErrorPage(page);
        await page.goto(`${BASE_URL}/admin/system/web`);
        const name = page.locator('input[name="basic.webName"]');
        await name.waitFor();
        assert.equal(await name.inputValue(), '12345');
        await assertNoErrorPage(page);
    });

    it('lists messages with numbers and objects where text goes', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        const rows = [
            { id: 1, title: 404, content: 12, type: '1', sendType: '2', sendObj: null, status: '1', createtime: 20240101 },
            { id: 2, title: { zh: '对象' }, content: {}, type: 2, sendType: 'all', status: 0 },
        ];
        await armAnswer(page, 'sys/message/GetMessageList', { code: 1, msg: 'success', page: { list: rows, totalCount: 2 } }, 10);
        await page.goto(`${BASE_URL}/admin/message/list`);
        await page.locator('table tbody tr', { hasText: '404' }).waitFor();
        assert.equal(await page.locator('table tbody tr').count(), 2);
        await page.getByTestId('unreadable-notice').waitFor();
        await assertNoErrorPage(page);
    });

    it('shows version info with numbers and objects where text goes', async () => {
        const { page } = browser;
        await signIn(page, 'admin');
        await armAnswer(page, 'sys/dns/GetVersionData', ok({ currentVersion: 321, latestVersion: { v: 4 }, releaseDate: null, releaseNotes: 7 }));
        await page.goto(`${BASE_URL}/admin/`);
        await page.getByTestId('version-current').filter({ hasText: '321' }).waitFor();
        await page.getByTestId('unreadable-notice').filter({ hasText: 'sys/dns/GetVersionData' }).waitFor();
        await assertNoErrorPage(page);
    });
});
