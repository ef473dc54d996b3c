// The pages of the consoles' route tables (src/user/routes.ts, src/admin/routes.ts), for the browser tests that
// visit every page (the accessibility sweeps): a page added to a table is visited without touching the tests.
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * @typedef {{ path: string, group: string, custom?: string }} RoutePage
 * `path` is the table's (parameters as :name), `group` the path of its top-level entry (the menu group, or the page
 * itself), `custom` the custom flag that routes it (its own or its group's).
 */

/**
 * The pages of one table, in table order: each entry with a screen, or served by a react-admin <Resource> without
 * children (a group is not a page); a path the table routes twice (one screen for two tabs) is one page.
 *
 * @returns {RoutePage[]}
 */
const pagesOf = table => {
    const pages = new Map();
    const walk = (routes, group, custom) => {
        for (const route of routes) {
            const flag = route.flags?.custom ?? custom;
            const top = group ?? route.path;
            const isPage = route.screen || (route.resource && !route.children?.length);
            if (isPage && !pages.has(route.path)) pages.set(route.path, { path: route.path, group: top, ...(flag ? { custom: flag } : {}) });
            walk(route.children ?? [], top, flag);
        }
    };
    walk(table);
    return [...pages.values()];
};

/**
 * The tables are TypeScript importing icons and lazy screens: Vite loads them as the app's build would (its SSR
 * module loader, no server started, no screen loaded: a screen is only a function until a route renders it).
 *
 * @returns {Promise<{ user: RoutePage[], admin: RoutePage[] }>}
 */
const loadTables = async () => {
    const { createServer } = await import('vite');
    const server = await createServer({
        configFile: false,
        root: ROOT,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
        const { userRoutes } = await server.ssrLoadModule('/src/user/routes.ts');
        const { adminRoutes } = await server.ssrLoadModule('/src/admin/routes.ts');
        return { user: pagesOf(userRoutes), admin: pagesOf(adminRoutes) };
    } finally {
        await server.close();
    }
};

let loaded;
/** Both tables' pages, loaded once per test file. */
export const routePages = () => (loaded ??= loadTables());

/**
 * The custom flags the sweeps turn on in the demo database, each a change run in the browser (changeDemoDb): a
 * page behind a flag missing here cannot be routed in the demo and is skipped, with the reason.
 */
export const FLAG_SWITCHES = {
    dispatch: db => {
        db.webConfig.exclusive_mode = [...new Set([...(db.webConfig.exclusive_mode ?? []), 'dm'])];
    },
    monitor: db => {
        db.webConfig.exclusive_mode = [...new Set([...(db.webConfig.exclusive_mode ?? []), 'am'])];
    },
    verify: db => {
        const record = db.sysConfigs.find(config => config.paramKey === 'WEB_CONFIG_KEY');
        const value = JSON.parse(record.paramValue);
        value.power = { ...value.power, realName: 1 };
        record.paramValue = JSON.stringify(value);
    },
    accessToken: db => {
        db.webConfig.cdnConf.siteUrl = 'https://cdn.example.com';
    },
    cdn: db => {
        db.webConfig.cdnConf.siteUrl = 'https://cdn.example.com';
    },
};

/**
 * Splits pages into those a sweep visits and those it skips, with the reason: a page behind a custom flag the
 * demo cannot turn on (FLAG_SWITCHES). `flags` lists the switches the visited pages need.
 *
 * @param {RoutePage[]} pages
 */
export const planVisits = pages => {
    const skipped = pages
        .filter(page => page.custom && !FLAG_SWITCHES[page.custom])
        .map(page => ({ ...page, reason: `needs the custom flag "${page.custom}", which the demo cannot turn on` }));
    const visit = pages.filter(page => !skipped.some(skip => skip.path === page.path));
    const flags = [...new Set(visit.map(page => page.custom).filter(Boolean))];
    return { visit, skipped, flags };
};

/** A change of the demo database (for changeDemoDb) that turns on these custom flags. */
export const switchFlags = flags => ({
    change: (db, sources) => sources.forEach(source => new Function('db', `(${source})(db);`)(db)),
    arg: flags.map(flag => FLAG_SWITCHES[flag].toString()),
});

/**
 * The entry of `byPath` for a page: the key that is its path, or the longest that starts it (a key for
 * '/dns/domain/list/admin/:domain/:id/:userId' serves every tab below it).
 */
export const entryFor = (byPath, path) =>
    Object.entries(byPath)
        .filter(([key]) => path === key || path.startsWith(`${key}/`))
        .sort(([a], [b]) => b.length - a.length)[0]?.[1];

/** Whether a page's address needs values from the demo data (a path parameter). */
export const hasParameters = path => /:\w+/.test(path);

/** The page's address with its parameters filled from `values`; a parameter without a value throws. */
export const fillPath = (path, values) =>
    path.replace(/:(\w+)/g, (_, name) => {
        if (values?.[name] === undefined) throw new Error(`${path}: no demo value for :${name}`);
        return encodeURIComponent(String(values[name]));
    });
