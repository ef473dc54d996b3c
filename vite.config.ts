import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { contentSecurityPolicy } from './build/csp.mjs';

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

/** Declaration-only modules of the resources: `<name>/index.ts(x)`, `<name>/api.ts` and the unread-count hook. */
const RESOURCE_DECLARATIONS = /[\\/]src[\\/]resources[\\/][^\\/]+[\\/](index\.tsx?|api\.ts|useUnreadCount\.ts)$/;

export default defineConfig({
    appType: 'mpa',
    plugins: [react(), historyFallback(), contentSecurityPolicy()],
    build: {
        rollupOptions: {
            // A resource's index (its <Resource> props) re-exports its calls and hooks for the screens; these modules
            // only declare, so an app that takes the props alone (the App chunk, on /login) does not pull the calls
            // in with them. Modules not named here keep the default (side effects assumed; packages' own flags).
            treeshake: { moduleSideEffects: [{ test: RESOURCE_DECLARATIONS, sideEffects: false }] },
            input: {
                user: resolve(import.meta.dirname, 'index.html'),
                admin: resolve(import.meta.dirname, 'admin/index.html'),
            },
            output: {
                codeSplitting: {
                    // Everything ConsoleApp and the signed-in preload (apps/preload.ts) import statically is needed by /login
                    // anyway: one chunk, however many lazy screens share its modules (left alone, each set of sharers became
                    // a small chunk of its own). defineApi.ts too: both flavours' /login fetched it as a file of its own.
                    groups: [{ name: 'console', test: /[\\/]src[\\/](apps[\\/](ConsoleApp\.tsx|preload\.ts)|dataProvider[\\/]defineApi\.ts)$/ }],
                },
            },
        },
        chunkSizeWarningLimit: 1500,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
});
