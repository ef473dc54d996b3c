// Security in the built console: the XSS corpus seeded into the demo database shows on the
// pages that display server and user text in both flavours and never runs; a zone file whose name is a payload
// is imported; ?redirect= cannot send a signed-in person off the console; a ?token= in the address is stored and
// never stays in the URL, the history, a request's query or the console. Every page also runs under the
// Content-Security-Policy, whose violations fail the test (lib/browser.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XSS_CORPUS } from '../../support/xssCorpus.mjs';
import { CSP_VIOLATION } from '../lib/browser.mjs';
import { BASE_URL, changeDemoDb, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

/** Payloads that are HTML (for the operator HTML fields) and all of them joined (for plain text fields). */
const ALL = XSS_CORPUS.map(entry => entry.payload.slice(0, 400)).join('\n');
const SHORT = XSS_CORPUS.filter(entry => entry.payload.length < 200);
const pick = n => SHORT[n % SHORT.length].payload;

/** Records what would show that a payload ran: a dialog (alert, confirm, prompt) or window.__xss. */
const watchXss = page => {
    const dialogs = [];
    page.on('dialog', dialog => {
        dialogs.push(dialog.message());
        dialog.dismiss().catch(() => {});
    });
    return {
        assertNoneRan: async where => {
            assert.equal(await page.evaluate(() => window.__xss), undefined, `a payload ran on ${where}`);
            assert.deepEqual(dialogs, [], `a dialog opened on ${where}`);
        },
    };
};

/** Seeds the corpus into what the user console shows: a message, an announcement, a remark, records, web config texts. */
const seedPayloads = (db, { all, picks }) => {
    const pad = n => String(n).padStart(2, '0');
    const at = new Date();
    const now = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    db.messages.unshift({ id: 9001, userId: 1, title: picks[0], content: all, type: 1, readStatus: 0, status: 1, createtime: now });
    db.notices.unshift({ id: 9002, title: picks[1], content: all, type: 2, sendType: 2, sendObj: '', status: 1, createtime: now });
    const domain = db.domains.find(row => row.domain === 'example.com');
    domain.remarks = picks[2];
    db.domains.filter(row => row.userId === 1 && row !== domain).forEach((row, index) => (row.remarks = picks[3 + index] ?? picks[3]));
    db.records.filter(row => row.d === domain.id).forEach((row, index) => (row.v = picks[index % picks.length]));
    const config = db.sysConfigs.find(row => row.paramKey === 'WEB_CONFIG_KEY');
    const value = JSON.parse(config.paramValue);
    value.basic = {
        ...value.basic,
        webName: picks[4],
        icp: picks[5],
        isp: picks[6],
        favicon: 'javascript:window.__xss=1001',
        logoImgLight: 'javascript:window.__xss=1002',
    };
    value.seo = { ...value.seo, title: picks[7], keywords: picks[8], description: picks[9] };
    value.contact = { ...value.contact, company: picks[10], qq: picks[11], telegram: 'javascript:window.__xss=1003', email: picks[12] };
    config.paramValue = JSON.stringify(value);
    return domain;
};

const seed = page => changeDemoDb(page, seedPayloads, { all: ALL, picks: SHORT.map(entry => entry.payload) });

/** Waits (polling, no fixed sleep) until `check` holds, up to 5 s. */
const assertEventually = async check => {
    const until = Date.now() + 5000;
    while (!check()) {
        assert.ok(Date.now() < until, 'not reported within 5 s');
        await new Promise(resolve => setTimeout(resolve, 50));
    }
};

const visit = async (page, path, ready) => {
    await page.goto(`${BASE_URL}${path}`);
    await ready();
};

describe('security', () => {
    const browser = useBrowser();

    it('user console: the XSS corpus in messages, announcements, remarks, records, web config and a file name never runs', async () => {
        const { page } = browser;
        const xss = watchXss(page);
        await signIn(page, 'user');
        await seed(page);
        const domain = await page.evaluate(() => JSON.parse(localStorage.getItem('dns-console.demo.db')).db.domains.find(row => row.domain === 'example.com'));

        await visit(page, '/dns/dashboard', () => page.getByTestId('card-notices').getByText('window.__xss', { exact: false }).first().waitFor());
        await page.getByTestId('card-notices').getByText('window.__xss', { exact: false }).first().click();
        await page.getByRole('dialog').waitFor();
        await xss.assertNoneRan('the dashboard and its announcement');

        const row = page.locator('table tbody tr', { hasText: pick(0) }).first();
        await visit(page, '/message/list', () => row.waitFor());
        await row.getByText(pick(0)).click();
        await page.locator('.safe-html').first().waitFor();
        await xss.assertNoneRan('a message');

        await visit(page, '/dns/domain/list/list', () => page.locator('table tbody tr', { hasText: 'window.__xss=' }).first().waitFor());
        await xss.assertNoneRan('the domain list');

        await visit(page, `/dns/domain/list/admin/example.com/${domain.id}/${domain.userId}/record`, () =>
            page.locator('table tbody tr', { hasText: 'window.__xss' }).first().waitFor(),
        );
        await xss.assertNoneRan('the record table');

        // the file name is shown in the picker's chip
        const name = `<img src=x onerror=window.__xss=2001>"><svg onload=alert(2002)>.zone`;
        await page.goto(`${BASE_URL}/dns/domain/bulk/recordImport`);
        await page
            .getByTestId('zone-file-input')
            .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('$ORIGIN example.com.\nwww 600 IN A 203.0.113.80\n') });
        await page.getByText(name, { exact: false }).first().waitFor();
        await xss.assertNoneRan('the zone import');

        // signed out: the login page shows the site name and the footer texts
        await page.evaluate(() => localStorage.removeItem('dns-console.user.token'));
        await page.goto(`${BASE_URL}/login`);
        await page.locator('form button[type=submit]').waitFor();
        await xss.assertNoneRan('the login page');
    });

    it('operator HTML cannot cover the console: no fixed overlay, no borrowed class, nothing drawn outside its box', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        const cover = [
            '<div title="fixed" style="position:fixed;inset:0;z-index:2147483647;background:#fff">请重新登录</div>',
            '<div title="escaped" style="position:fixed;inset:0;background-image:u\\72l(https://tracker.example/p.gif)">x</div>',
            '<div title="class" class="MuiBackdrop-root MuiModal-backdrop">y</div>',
            '<div style="margin-top:-2000px;transform:scale(40)">z</div>',
            '<svg width="1" height="1" overflow="visible"><rect x="-5000" y="-5000" width="10000" height="10000" fill="#f00"></rect></svg>',
            '<p style="color: #c00; font-weight: bold">kept</p>',
        ].join('');
        await changeDemoDb(
            page,
            (db, content) =>
                db.messages.unshift({ id: 9101, userId: 1, title: 'cover', content, type: 1, readStatus: 0, status: 1, createtime: '2026-06-01 08:00:00' }),
            cover,
        );
        await visit(page, '/message/list', () => page.locator('table tbody tr', { hasText: 'cover' }).first().waitFor());
        await page.locator('table tbody tr', { hasText: 'cover' }).first().getByText('cover').click();
        const html = page.locator('.safe-html', { hasText: 'kept' }).first();
        await html.waitFor();
        const found = await html.evaluate(box => {
            const rect = box.getBoundingClientRect();
            const outside = [];
            // a 7 x 7 grid over the viewport: whatever is drawn there from the server HTML must lie inside its box
            for (let x = 0; x < 7; x++)
                for (let y = 0; y < 7; y++) {
                    const px = ((x + 0.5) * innerWidth) / 7;
                    const py = ((y + 0.5) * innerHeight) / 7;
                    const hit = document.elementFromPoint(px, py);
                    const inside = px >= rect.left && px <= rect.right && py >= rect.top && py <= rect.bottom;
                    if (hit && box.contains(hit) && hit !== box && !inside) outside.push(`${hit.tagName} at ${Math.round(px)},${Math.round(py)}`);
                }
            const probe = name => box.querySelector(`[title="${name}"]`);
            return {
                outside,
                positions: ['fixed', 'escaped', 'class'].map(name => getComputedStyle(probe(name)).position),
                styled: ['fixed', 'escaped'].map(name => probe(name).getAttribute('style')),
                classes: box.querySelectorAll('[class]').length,
                kept: getComputedStyle(box.querySelector('p[style]')).fontWeight,
                contain: getComputedStyle(box).contain,
            };
        });
        assert.deepEqual(found.outside, [], 'server HTML drew outside its box');
        assert.deepEqual(found.positions, ['static', 'static', 'static']);
        assert.deepEqual(found.styled, [null, null]);
        assert.equal(found.classes, 0);
        assert.equal(found.kept, '700');
        assert.match(found.contain, /paint|content|strict/);
    });

    it('admin console: announcements and the web config with the corpus never run', async () => {
        const { page } = browser;
        const xss = watchXss(page);
        await signIn(page, 'admin');
        await seed(page);
        await visit(page, '/admin/message/list', () =>
            page
                .locator('table tbody tr', { hasText: pick(1) })
                .first()
                .waitFor(),
        );
        await xss.assertNoneRan('the admin message list');
        await visit(page, '/admin/system/web', () => page.locator('form input').first().waitFor());
        await xss.assertNoneRan('the web config form');
    });

    it('the built pages carry the policy: an injected inline script is blocked and reported as a violation', async () => {
        const { page, errors } = browser;
        for (const path of ['/login', '/admin/login']) {
            await page.goto(`${BASE_URL}${path}`);
            await page.locator('form button[type=submit]').waitFor();
            const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
            assert.match(policy, /script-src 'self'(;|$)/);
            await page.evaluate(() => {
                const script = document.createElement('script');
                script.textContent = 'window.__xss = "inline"';
                document.body.append(script);
            });
            assert.equal(await page.evaluate(() => window.__xss), undefined);
            await assertEventually(() => errors.some(text => text.startsWith(CSP_VIOLATION) && text.includes('script-src')));
            // the collector works: take the expected report out, so the test's own check stays for anything else
            errors.splice(0, errors.length, ...errors.filter(text => !text.startsWith(CSP_VIOLATION)));
        }
    });

    it('signing in from /login?redirect=https://evil.example lands inside the console', async () => {
        const { page } = browser;
        await page.goto(`${BASE_URL}/login?redirect=${encodeURIComponent('https://evil.example/steal')}`);
        const { readCaptcha, fillLogin, DEMO } = await import('../lib/console.mjs');
        await fillLogin(page, { ...DEMO.user, captcha: await readCaptcha(page) });
        await page.getByTestId('app-header').waitFor();
        assert.equal(new URL(page.url()).origin, new URL(BASE_URL).origin);
        assert.equal(new URL(page.url()).pathname.startsWith('/login'), false);
        // a signed-in visit to /login follows the redirect through the same rule
        for (const target of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '/admin/sys/user']) {
            await page.goto(`${BASE_URL}/login?redirect=${encodeURIComponent(target)}`);
            await page.waitForURL(url => !url.pathname.startsWith('/login'));
            const landed = new URL(page.url());
            assert.equal(landed.origin, new URL(BASE_URL).origin, target);
            assert.equal(landed.pathname.startsWith('/admin'), false, target);
        }
    });

    it('a crafted address lands on the page it names, the 404 page or the sign-in page: never a blank page or the error page', async () => {
        const { page, errors } = browser;
        await signIn(page, 'user');
        const domain = await page.evaluate(() => JSON.parse(localStorage.getItem('dns-console.demo.db')).db.domains.find(row => row.domain === 'example.com'));
        // [address, where it lands, what shows there]
        const cases = [
            ['/redirect/%0A/evil-host', '/evil-host', '404'],
            ['/redirect/%0D/x', '/x', '404'],
            ['/redirect/%09/dns/dashboard', '/dns/dashboard', 'page'],
            ['/redirect/%0A%0D%09', '/dns/dashboard', 'page'],
            // what is left without the control character: /dns/domain/list, the domain list
            ['/dns/domain/%0A/list', '/dns/domain/list/list', 'page'],
            [
                `/dns/domain/list/admin/secure-bank-login.example/${domain.id}/${domain.userId}/record`,
                `/dns/domain/list/admin/example.com/${domain.id}/${domain.userId}/record`,
                'page',
            ],
        ];
        for (const [path, expected, shows] of cases) {
            await page.goto(`${BASE_URL}${path}`);
            await page
                .waitForURL(url => url.pathname === expected, { timeout: 10_000 })
                .catch(() => assert.fail(`${path} landed on ${new URL(page.url()).pathname}, not ${expected}`));
            assert.equal(new URL(page.url()).origin, new URL(BASE_URL).origin, path);
            await page.getByTestId('app-header').waitFor();
            if (shows === '404') await page.getByRole('heading', { name: '页面不存在' }).waitFor();
            else await page.locator('main table, main [data-testid^="card-"]').first().waitFor();
            assert.equal(await page.getByText('secure-bank-login').count(), 0, path);
        }
        assert.deepEqual(errors, []);
    });

    it('a ?token= in the address is stored, then gone from the URL, the history, every request and the console', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        const token = await page.evaluate(() => localStorage.getItem('dns-console.user.token'));
        assert.ok(token);
        // signed out, the demo database kept (it knows the token)
        await page.evaluate(() => ['dns-console.user.token', 'dns-console.user.user'].forEach(key => localStorage.removeItem(key)));

        const requests = [];
        const logs = [];
        page.on('request', request => requests.push(request.url()));
        page.on('console', message => logs.push(message.text()));
        await page.goto(`${BASE_URL}/dns/domain/list/list?token=${encodeURIComponent(token)}&from=admin`);
        await page.getByTestId('app-header').waitFor();
        await page.locator('table tbody tr').first().waitFor();
        assert.equal(await page.evaluate(() => localStorage.getItem('dns-console.user.token')), token);
        assert.equal(new URL(page.url()).searchParams.has('token'), false);
        assert.equal(new URL(page.url()).searchParams.get('from'), 'admin');

        // a few pages more, through the menu's links (the app's own navigation)
        for (const path of ['/message/list', '/dns/dashboard']) {
            await page.evaluate(target => {
                window.history.pushState(null, '', target);
                window.dispatchEvent(new PopStateEvent('popstate'));
            }, path);
            await page.waitForURL(url => url.pathname === path);
            await page.getByTestId('app-header').waitFor();
        }
        await page.goBack();
        await page.goBack();
        await page.waitForURL(url => url.pathname === '/dns/domain/list/list');
        assert.equal(page.url().includes(token), false, 'the entry in the history still holds the token');

        const seen = await page.evaluate(() => ({
            location: window.location.href,
            resources: performance.getEntriesByType('resource').map(entry => entry.name),
        }));
        assert.equal(seen.location.includes(token), false);
        assert.deepEqual(
            seen.resources.filter(url => url.includes(token)),
            [],
            'a resource URL carries the token',
        );
        // the document request itself is the one that brought the token; no other request may carry it
        const document = `${BASE_URL}/dns/domain/list/list?token=`;
        assert.deepEqual(
            requests.filter(url => url.includes(token) && !url.startsWith(document)),
            [],
            'a request URL carries the token',
        );
        assert.deepEqual(
            logs.filter(text => text.includes(token)),
            [],
            'the console printed the token',
        );
    });
});
