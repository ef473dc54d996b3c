import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

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

export default defineConfig({
    appType: 'mpa',
    plugins: [react(), historyFallback()],
    build: {
        rollupOptions: {
            input: {
                user: resolve(import.meta.dirname, 'index.html'),
                admin: resolve(import.meta.dirname, 'admin/index.html'),
            },
            output: {
                codeSplitting: {
                    // Everything ConsoleApp imports statically is needed by /login anyway: one chunk, however many
                    // lazy screens share its modules (left alone, each set of sharers became a small chunk of its own)
                    groups: [{ name: 'console', test: /[\\/]src[\\/]apps[\\/]ConsoleApp\.tsx$/ }],
                },
            },
        },
        chunkSizeWarningLimit: 1500,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
});
