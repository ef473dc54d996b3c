import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { contentSecurityPolicy } from './build/csp.mjs';
import { dataLayerCode, sharedScreenCode } from './build/sharedChunks.mjs';

/**
 * History routing for two single-page apps in one build: any HTML navigation under /admin/ is answered
 * with admin/index.html, any other with index.html. Production servers need the same two fallbacks
 * (see README, "Deploying").
 */
const historyFallback = (): Plugin => {
    const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
        const url = req.url ?? '/';
        const accept = req.headers.accept ?? '';
        const path = url.split('?')[0];
        const looksLikeFile = /\.[a-z0-9]+$/i.test(path) || path.startsWith('/@') || path.startsWith('/src/') || path.startsWith('/node_modules/');
        if (req.method === 'GET' && accept.includes('text/html') && !looksLikeFile) {
            req.url = path === '/admin' || path.startsWith('/admin/') ? '/admin/index.html' : '/index.html';
        }
        next();
    };
    return {
        name: 'dns-console-history-fallback',
        configureServer: server => {
            server.middlewares.use(rewrite);
        },
        configurePreviewServer: server => {
            server.middlewares.use(rewrite);
        },
    };
};

/**
 * Declaration-only modules: the data layer's `data/<resource>/index.ts` and `api.ts`, the unread-count hook, and the
 * resources' `<Resource>` props (`user/messages/index.tsx`, `admin/system/config/index.tsx`).
 */
const RESOURCE_DECLARATIONS =
    /[\\/]src[\\/](data[\\/][^\\/]+[\\/](index\.ts|api\.ts|useUnreadCount\.ts)|user[\\/]messages[\\/]index\.tsx|admin[\\/]system[\\/]config[\\/]index\.tsx)$/;

/**
 * The modules that make the console chunk, with all they import (see codeSplitting below): the app and its
 * services, and what else both flavours' entries load statically (the boot with React DOM, the location trail, the
 * messages resource and the messages menu icon), each of which was a file of its own on every first visit.
 */
const CONSOLE =
    /[\\/](src[\\/](console[\\/](boot\.tsx|ConsoleApp\.tsx|preload\.ts|services\.ts|routing[\\/]guards[\\/]locationTrail\.ts)|dataProvider[\\/]defineApi\.ts|user[\\/]messages[\\/]index\.tsx)|@mui[\\/]icons-material[\\/]Mail\.mjs)$/;

/**
 * The data layer: the data providers, the resources' calls and the screens' first reads (see dataLayerCode below),
 * with each flavour's screen catalog and route titles (the shell's), which every signed-in first page needs with
 * it (they were two more files). Each module names no screen code and none of react-admin's list code.
 */
const DATA_LAYER =
    /[\\/]src[\\/](dataProvider[\\/][^\\/]+\.ts|(user|admin)[\\/](dataProvider|screens)\.ts|data[\\/][^\\/]+[\\/](api|listReads)\.ts|i18n[\\/](areas[\\/](user|admin)Routes|sections[\\/](user|admin)RouteTitles)\.ts)$/;

/** Each flavour's entry module. */
const FLAVOURS = { user: /[\\/]src[\\/]main\.tsx$/, admin: /[\\/]src[\\/]admin\.tsx$/ };

/**
 * react-admin, MUI's core and the packages they are built on: what every screen uses. Named one by one, so that a
 * library only some screens need (charts, date pickers, icons, CSV, IP math...) stays in chunks of its own.
 */
const SCREENS_KIT =
    /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|private-theming|styled-engine)|ra-core|ra-ui-materialui|react-admin|react-hook-form|@tanstack|react-transition-group|dom-helpers|lodash|query-string|jsonexport|@babel[\\/]runtime|use-sync-external-store|clsx|react-is)[\\/]/;

export default defineConfig({
    appType: 'mpa',
    plugins: [react(), historyFallback(), contentSecurityPolicy()],
    resolve: {
        alias: [
            // the browser's own Object.entries instead of its polyfill (build/shims/objectEntries.cjs)
            { find: /^object\.entries$/, replacement: resolve(import.meta.dirname, 'build/shims/objectEntries.cjs') },
            // tldts as published for browsers, one module: from its separate modules, the bundler's constant inlining
            // copied the Public Suffix List's 68 KB of label text into each place that reads it (116 KB gzip, not 50)
            { find: /^tldts$/, replacement: resolve(import.meta.dirname, 'node_modules/tldts/dist/index.esm.min.js') },
        ],
    },
    build: {
        // every browser the console supports preloads modules itself: the polyfill was one more file on every first visit
        modulePreload: { polyfill: false },
        rollupOptions: {
            // A resource's index (its <Resource> props) re-exports its calls and hooks for the screens; these modules
            // only declare, so an app that takes the props alone (the App, on /login) does not pull the calls
            // in with them. Modules not named here keep the default (side effects assumed; packages' own flags).
            treeshake: { moduleSideEffects: [{ test: RESOURCE_DECLARATIONS, sideEffects: false }] },
            input: {
                user: resolve(import.meta.dirname, 'index.html'),
                admin: resolve(import.meta.dirname, 'admin/index.html'),
            },
            output: {
                codeSplitting: {
                    groups: [
                        // Everything ConsoleApp, the services (with the Store) and the signed-in preload (console/preload.ts) import
                        // statically is needed by /login anyway: one chunk, however many lazy screens share its modules (left
                        // alone, each set of sharers became a small chunk of its own, and react-admin's Store hooks, reached from
                        // the services only, went with the screens' kit into /login). defineApi.ts too: both flavours' /login
                        // fetched it as a file of its own.
                        { name: 'console', priority: 2, test: CONSOLE },
                        // What the screens take of react-admin and MUI beyond the console chunk: one chunk, shared by every
                        // screen. Left to the bundler it was 40 to 80 small files per screen (one per set of screens sharing a
                        // module), fetched six at a time on HTTP/1.1, a good part of a signed-in cold load. It holds only
                        // what the console chunk did not take first (priority), so /login does not download it.
                        { name: 'screens-kit', priority: 1, test: SCREENS_KIT },
                        // The data layer apart from the screens' code, one chunk per flavour (build/sharedChunks.mjs): the data
                        // provider, and the first page's list call, no longer wait for the screens' kit and shared code.
                        { ...dataLayerCode(FLAVOURS, DATA_LAYER), priority: 1 },
                        // What the lazy screens share beyond it, one chunk per flavour (build/sharedChunks.mjs): on HTTP/1.1 a first
                        // page fetched 20 to 45 small files of shared code, six at a time.
                        sharedScreenCode(FLAVOURS, SCREENS_KIT),
                    ],
                },
            },
        },
        chunkSizeWarningLimit: 1500,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
});
