// The bench's web server: one origin for the console and the yardstick, one backend for both, no added latency.
//  - /antsxdp/* and /api/*: the demo backend's handlers (src/demo/handlers.ts) run here in Node, loaded through
//    Vite's SSR module loader and answered with msw's getResponse: no service worker, no simulated network delay,
//    the same database (in memory: Node has no localStorage) for every page of the run.
//  - /config.js: the console's runtime configuration with the demo off, so the console calls the API same-origin.
//  - /yardstick/*: the yardstick's build (bench/yardstick), with its history fallback.
//  - anything else: the console's build (`dist`), with the two history fallbacks (HTML navigations under /admin/
//    get admin/index.html, the others index.html).
// Text files (html, js, css, svg, json) are sent gzip-compressed, as a production server would.
import { createServer as createHttpServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer as createViteServer } from 'vite';

export const YARDSTICK_PREFIX = '/yardstick';
export const CONSOLE_CONFIG = "window.config = { apiRoot: '', resetAPI: false, debug: false, customMode: false, demo: false };\n";

const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
};
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json']);
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript)|image\/svg)/;
const API = /^\/(antsxdp|api)\//;

let handlersOnce;
/** The demo's request handlers, loaded once per process through Vite (they are TypeScript with Vite imports). */
const loadHandlers = () => {
    handlersOnce ??= (async () => {
        const vite = await createViteServer({
            server: { middlewareMode: true, hmr: false, ws: false },
            appType: 'custom',
            logLevel: 'error',
            optimizeDeps: { noDiscovery: true },
        });
        const { handlers } = await vite.ssrLoadModule('/src/demo/handlers.ts');
        const { getDemoDb } = await vite.ssrLoadModule('/src/demo/db.ts');
        const { getResponse } = await import('msw');
        return { handlers, getResponse, getDemoDb, load: path => vite.ssrLoadModule(path), close: () => vite.close() };
    })();
    return handlersOnce;
};

const readBody = request =>
    new Promise((done, fail) => {
        const chunks = [];
        request.on('data', chunk => chunks.push(chunk));
        request.on('end', () => done(Buffer.concat(chunks)));
        request.on('error', fail);
    });

/** A Node request as a fetch Request, for msw. */
const toFetchRequest = async (request, origin) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    return new Request(new URL(request.url, origin), { method: request.method, headers, body });
};

/** Files of a build folder, gzip-compressed once and kept. */
const fileCache = new Map();
const readStatic = (file, gzip) => {
    const key = `${file}|${gzip}`;
    if (!fileCache.has(key)) {
        const raw = readFileSync(file);
        fileCache.set(key, gzip ? gzipSync(raw, { level: 9 }) : raw);
    }
    return fileCache.get(key);
};

const send = (request, response, status, type, body, extraHeaders = {}) => {
    const gzip = COMPRESSIBLE_TYPE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const payload = typeof body === 'string' ? Buffer.from(body) : body;
    const data = gzip ? gzipSync(payload) : payload;
    response.writeHead(status, {
        'Content-Type': type,
        'Content-Length': data.length,
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        Vary: 'Accept-Encoding',
        ...extraHeaders,
    });
    response.end(request.method === 'HEAD' ? undefined : data);
};

const sendFile = (request, response, file) => {
    const ext = extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    const gzip = COMPRESSED.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const data = readStatic(file, gzip);
    // hashed assets may be kept; pages and config are revalidated (a cold run uses a fresh context anyway)
    const cache = file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    response.writeHead(200, {
        'Content-Type': type,
        'Content-Length': data.length,
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        Vary: 'Accept-Encoding',
        'Cache-Control': cache,
    });
    response.end(request.method === 'HEAD' ? undefined : data);
};

/** A file of `root` for `path`, or the history fallback for an HTML navigation, or null. */
const resolveFile = (root, path, accept, fallback) => {
    const file = normalize(join(root, decodeURIComponent(path)));
    if (!file.startsWith(root)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
    if (existsSync(join(file, 'index.html'))) return join(file, 'index.html');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (!looksLikeFile && accept.includes('text/html')) return join(root, fallback(path));
    return null;
};

/**
 * Starts the server on `port` (127.0.0.1): `dist` is the console's build, `yardstick` the yardstick's (optional).
 * Answers `{ baseUrl, stop }`.
 */
export const startBenchServer = async ({ port, dist = 'dist', yardstick }) => {
    const consoleRoot = resolve(dist);
    const yardstickRoot = yardstick ? resolve(yardstick) : undefined;
    const backend = await loadHandlers();
    const origin = `http://127.0.0.1:${port}`;
    const server = createHttpServer(async (request, response) => {
        try {
            const path = new URL(request.url, origin).pathname;
            if (API.test(path)) {
                const answer = await backend.getResponse(backend.handlers, await toFetchRequest(request, origin));
                if (!answer) return send(request, response, 404, TYPES['.json'], JSON.stringify({ code: 404, msg: 'not found' }));
                const body = Buffer.from(await answer.arrayBuffer());
                return send(request, response, answer.status, answer.headers.get('content-type') ?? TYPES['.json'], body, { 'Cache-Control': 'no-store' });
            }
            if (path === '/config.js') return send(request, response, 200, TYPES['.js'], CONSOLE_CONFIG, { 'Cache-Control': 'no-cache' });
            const accept = request.headers.accept ?? '';
            const file =
                yardstickRoot && (path === YARDSTICK_PREFIX || path.startsWith(`${YARDSTICK_PREFIX}/`))
                    ? resolveFile(yardstickRoot, path.slice(YARDSTICK_PREFIX.length) || '/', accept, () => 'index.html')
                    : resolveFile(consoleRoot, path, accept, page => (page === '/admin' || page.startsWith('/admin/') ? 'admin/index.html' : 'index.html'));
            if (!file) return send(request, response, 404, 'text/plain', 'not found');
            sendFile(request, response, file);
        } catch (error) {
            if (!response.headersSent) send(request, response, 500, 'text/plain', String(error));
            else response.destroy();
        }
    });
    await new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(port, '127.0.0.1', done);
    });
    return {
        baseUrl: origin,
        stop: () =>
            new Promise(done => {
                server.closeAllConnections();
                server.close(() => done());
            }),
    };
};

/** The ids of the domain `name` in the backend's database (as bench/records.mjs needs them), or null. */
export const findDomain = async name => {
    const { getDemoDb } = await loadHandlers();
    for (const table of Object.values(getDemoDb())) {
        if (!Array.isArray(table)) continue;
        const found = table.find(row => row && row.domain === name && row.id !== undefined);
        if (found) return { id: found.id, userId: found.userid ?? found.userId ?? 1 };
    }
    return null;
};

/** A TypeScript module of the tree, loaded by the backend's Vite loader (so it shares the backend's database). */
export const loadBackendModule = async path => (await loadHandlers()).load(path);

/** Lets the Vite module loader go (the process keeps running while it is open). */
export const closeBackend = async () => {
    if (handlersOnce) await (await handlersOnce).close();
    handlersOnce = undefined;
};

/**
 * Signs in through the API from Node, reading the captcha the demo draws: answers the session's keys by the storage
 * they go in (`{ localStorage: {...} }`; the admin console keeps its session in the tab's sessionStorage).
 */
export const signInThroughApi = async (baseUrl, flavour, who) => {
    const uuid = `bench-${Math.random().toString(16).slice(2)}`;
    const svg = await (await fetch(`${baseUrl}/antsxdp/app/account/kaptcha.jpg?uuid=${uuid}`)).text();
    const captcha = [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map(match => match[1]).join('');
    const post = async (path, body, token) => {
        const answer = await fetch(`${baseUrl}/antsxdp/${path}`, {
            method: path.endsWith('userinfo') ? 'GET' : 'POST',
            headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
            body: body ? JSON.stringify(body) : undefined,
        });
        return answer.json();
    };
    const login =
        flavour === 'user'
            ? await post('app/account/login', { account: who.account, password: who.password, code: captcha, uuid })
            : await post('sys/login', { username: who.username, password: who.password, captcha, uuid });
    if (typeof login.token !== 'string') throw new Error(`sign-in failed (${flavour}): ${JSON.stringify(login)}`);
    const user = flavour === 'user' ? (await post('app/account/userinfo', undefined, login.token)).user : { username: who.username };
    const keys = { [`dns-console.${flavour}.token`]: login.token, [`dns-console.${flavour}.user`]: JSON.stringify(user) };
    return { token: login.token, storage: { [flavour === 'admin' ? 'sessionStorage' : 'localStorage']: keys } };
};
