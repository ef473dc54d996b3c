// The admin console deployed on an origin of its own, as README "Deploying" describes it: the build's admin page as
// the site's index.html, the assets, and a config.js with `adminBase: ''` (served at the root) and `userConsoleUrl`
// (the user console's origin). Served here by a small static server with the history fallback to index.html.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

export const startAdminSite = async ({ outDir = process.env.E2E_OUTDIR ?? 'dist', userConsoleUrl }) => {
    const root = mkdtempSync(join(tmpdir(), 'admin-site-'));
    cpSync(join(outDir, 'assets'), join(root, 'assets'), { recursive: true });
    cpSync(join(outDir, 'mockServiceWorker.js'), join(root, 'mockServiceWorker.js'));
    cpSync(join(outDir, 'admin', 'index.html'), join(root, 'index.html'));
    const config = readFileSync(join(outDir, 'config.js'), 'utf8').replace(
        /window\.config = \{/,
        `window.config = {\n    adminBase: '',\n    userConsoleUrl: ${JSON.stringify(userConsoleUrl)},`,
    );
    writeFileSync(join(root, 'config.js'), config);
    const server = createServer((request, response) => {
        const path = normalize(decodeURIComponent(new URL(request.url, 'http://site').pathname)).replace(/^(\.\.[/\\])+/, '');
        const file = extname(path) ? join(root, path) : join(root, 'index.html');
        try {
            const body = readFileSync(file);
            response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
            response.end(body);
        } catch {
            response.writeHead(404);
            response.end();
        }
    });
    await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise(resolve => server.close(resolve)) };
};
