// Steps a person takes in the console, shared by the browser tests and the benchmark.
export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:4173';

export const DEMO = {
    user: { account: 'demo@dnsconsole.cn', password: 'demo1234' },
    admin: { username: 'admin', password: 'admin123' },
};

/**
 * Reads the code drawn on the captcha image the page shows. The demo draws each character as its own <text>
 * node and keeps one code per uuid until it is used, so fetching the image again reads the same code.
 */
export const readCaptcha = async page => {
    const image = page.locator('img[src*="aptcha.jpg"]');
    await image.waitFor();
    const src = await image.getAttribute('src');
    return page.evaluate(async url => {
        const svg = await (await fetch(url)).text();
        return [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map(match => match[1]).join('');
    }, src);
};

export const fillLogin = async (page, { account, password, captcha }) => {
    const inputs = page.locator('form input:not([type=hidden])');
    await inputs.nth(0).fill(account);
    await inputs.nth(1).fill(password);
    await inputs.nth(2).fill(captcha);
    await page.locator('form button[type=submit]').click();
};

/** Signs in through the sign-in page as a person does: the captcha read, the form filled and sent. */
export const signInWithForm = async (page, flavour = 'user') => {
    const prefix = flavour === 'admin' ? '/admin' : '';
    await page.goto(`${BASE_URL}${prefix}/login`);
    const who = DEMO[flavour];
    const captcha = await readCaptcha(page);
    await fillLogin(page, { account: who.account ?? who.username, password: who.password, captcha });
    await page.waitForURL(url => !url.pathname.endsWith('/login'));
    // the router navigates in a transition: the login page stays on screen until the console's chunks arrive
    await page.getByTestId('app-header').waitFor();
};

/**
 * What a browser holds right after a sign-in from empty storage, per flavour: both storages (the session, and the
 * demo's database with that session in it) and the page the console landed on. Kept for this test file's process.
 */
const signedIn = {};

const readStorage = page => page.evaluate(() => ({ local: Object.entries(localStorage), session: Object.entries(sessionStorage), landing: location.href }));

/**
 * Signs the demo user (or administrator) in and waits for the console. A browser context whose storage is still
 * empty is given the storage the first such sign-in of this file left (the same session, the same fresh demo
 * database) instead of going through the sign-in page again; any other context signs in with the form. Tests of
 * sign-in itself use signInWithForm.
 */
export const signIn = async (page, flavour = 'user') => {
    await page.goto(`${BASE_URL}/config.js`);
    const empty = await page.evaluate(() => localStorage.length === 0 && sessionStorage.length === 0);
    const stored = signedIn[flavour];
    if (empty && stored) {
        await page.evaluate(({ local, session }) => {
            for (const [key, value] of local) localStorage.setItem(key, value);
            for (const [key, value] of session) sessionStorage.setItem(key, value);
        }, stored);
        await page.goto(stored.landing);
        await page.getByTestId('app-header').waitFor();
        return;
    }
    await signInWithForm(page, flavour);
    if (empty) signedIn[flavour] = await readStorage(page);
};

/**
 * Opens `url` in the signed-in console as a link would, without loading the page again: the router is handed the
 * address (history.pushState, then the popstate event it listens to). It answers once the page that was on screen
 * has left it: the router shows a new page in a transition, so the old page stays until the new one's chunks have
 * arrived, and every table entry is its own screen, which React mounts afresh. A wait for the new page's content
 * after it cannot find the old page's. Where no console page is on screen (the sign-in page, a static file), the
 * page is loaded as page.goto does; at that address already, nothing happens.
 */
export const openInApp = async (page, url, { timeout = 30_000 } = {}) => {
    const { origin, pathname, search } = new URL(url);
    const moved = await page.evaluate(
        ({ origin, target }) => {
            if (origin !== location.origin || !document.querySelector('.console-page *')) return 'load';
            if (location.pathname + location.search === target) return 'there';
            window.e2eLeaving = [...document.querySelectorAll('.console-page *')];
            history.pushState(null, '', target);
            dispatchEvent(new PopStateEvent('popstate'));
            return 'moving';
        },
        { origin, target: pathname + search },
    );
    if (moved === 'load') await page.goto(url);
    if (moved === 'moving') await page.waitForFunction(() => window.e2eLeaving.some(element => !element.isConnected), undefined, { timeout });
};

/** Sets the flavour's language for the next load, in react-admin's Store (where the language menu keeps it). */
export const setLocale = (page, flavour, locale) =>
    page.evaluate(({ flavour, locale }) => localStorage.setItem(`RaStoredns-console.${flavour}.locale`, JSON.stringify(locale)), { flavour, locale });

/**
 * Changes the demo backend's database the way an operator would change the real one, then shows the page again.
 * The demo keeps its database as JSON in localStorage (src/demo/db.ts), and every request the console answers
 * saves its own copy when it ends: an edit made while the console runs can be overwritten by a request that was
 * in flight. So the edit happens on a static file of the same origin, where no console runs, and the page the
 * test was on is then opened again. `change(db, arg)` runs in the browser and mutates the database in place.
 */
export const changeDemoDb = async (page, change, arg) => {
    const back = page.url();
    await page.goto(`${new URL(back).origin}/config.js`);
    await page.evaluate(
        ({ source, arg }) => {
            const key = 'dns-console.demo.db';
            const stored = JSON.parse(localStorage.getItem(key));
            new Function('db', 'arg', `(${source})(db, arg);`)(stored.db, arg);
            localStorage.setItem(key, JSON.stringify(stored));
        },
        { source: change.toString(), arg },
    );
    await page.goto(back);
};

/** Web config powers and exclusive modes, and the first demo user's own fields. */
export const editDemoDb = (page, { power = {}, user = {}, exclusiveMode } = {}) =>
    changeDemoDb(
        page,
        (db, { power, user, exclusiveMode }) => {
            const record = db.sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY');
            const value = JSON.parse(record.paramValue);
            value.power = { ...value.power, ...power };
            record.paramValue = JSON.stringify(value);
            if (exclusiveMode) db.webConfig.exclusive_mode = exclusiveMode;
            Object.assign(
                db.users.find(row => row.userId === 1),
                user,
            );
        },
        { power, user, exclusiveMode },
    );

/**
 * A pending order of the first demo user (a value-added service of 12.00), written into the demo database;
 * answers its order id (`prefix` + the time, so tests in parallel never share one).
 */
export const seedPendingOrder = async (page, prefix = '77') => {
    const orderId = `${prefix}${Date.now()}`;
    await changeDemoDb(
        page,
        (db, orderId) => {
            const pad = n => String(n).padStart(2, '0');
            const at = date =>
                `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
            db.orders.push({
                id: Math.max(0, ...db.orders.map(row => row.id)) + 1,
                orderId,
                userId: 1,
                goodsType: 13,
                productInfo: 'HTTPDNS 100万次解析包 × 1',
                buySum: 1,
                buyPayable: 1200,
                orderExtra: JSON.stringify({ productId: 5, productName: 'HTTPDNS 100万次解析包', productUnitPrice: 1200, unit: '1p', duration: 1 }),
                status: 10,
                createTime: at(new Date()),
                expireTime: at(new Date(Date.now() + 2 * 3600_000)),
            });
        },
        orderId,
    );
    return orderId;
};
