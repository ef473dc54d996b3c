import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { getDemoDb, saveDemoDb } from './db';
import { injectFault } from './faults';
import { isPlainObject, type Input } from './fields';
import type { Audience, DemoDb, DemoSession } from './model';
import { keySession } from './account/apiTokens';
import type { DemoClient } from './account/client';
import { describeSession, touchSession } from './account/sessions';
import { disabledAccountAnswer } from './admin/accountControl';
import { gateSubAccountCall } from './account/subAccounts';
import { withAuditTrail } from './admin/auditTrail';

/**
 * The demo backend's plumbing: the envelope, body parsing, the token check and route registration. Routes
 * (routes/*.ts) only say what a call answers.
 */

/**
 * The API bases the console can be configured with all end in one of these (/antsxdp/, /api/,
 * /cdn_api/antsxdp/, an absolute apiRoot ending in /antsxdp/). The console's own pages never live under them,
 * so matching only these prefixes keeps page navigations and module loads out of the demo backend.
 */
const API_PREFIXES = ['*/antsxdp/', '*/api/'] as const;

/** Sessions last as long as the backend's (12 hours). */
export const SESSION_TTL_MS = 12 * 3600_000;

// ---- envelope ---------------------------------------------------------------------------------------------

/** Success: code 1 and msg 'success', with the call's members (data, page, token...) at the top level. */
export const ok = (members: Record<string, unknown> = {}): Response => HttpResponse.json({ code: 1, msg: 'success', ...members });

/** Failure, as the backend reports it: HTTP 200 with a non-1 code and a message for the toast. */
export const fail = (msg: string, code = 500): Response => HttpResponse.json({ code, msg });

/** Thrown by a route (or a helper it calls) to answer `fail(msg, code)` without threading returns. */
export class DemoError extends Error {
    constructor(
        message: string,
        readonly code = 500,
    ) {
        super(message);
        this.name = 'DemoError';
    }
}

// ---- latency ----------------------------------------------------------------------------------------------

let latency: [number, number] = [0, 0];

/** A random delay per answer, so loading states show in the browser. Zero by default (Node tests). */
export const setDemoLatency = (minMs: number, maxMs = minMs): void => {
    latency = [Math.max(0, minMs), Math.max(minMs, maxMs)];
};

// ---- bodies -----------------------------------------------------------------------------------------------

const formToObject = (entries: Iterable<[string, FormDataEntryValue]>): Input => {
    const result: Input = {};
    for (const [key, value] of entries) {
        // an uploaded file reaches the route as the File itself (the database import reads it)
        if (typeof value !== 'string') {
            result[key] = value;
            continue;
        }
        const previous = result[key];
        // a repeated key (ids=1&ids=2) becomes a list, as a servlet's getParameterValues would read it
        result[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
    return result;
};

/** The request body by its content type: JSON (any value, arrays included), urlencoded or multipart form. */
export const readBody = async (request: Request): Promise<unknown> => {
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    const type = (request.headers.get('content-type') ?? '').toLowerCase();
    if (type.includes('multipart/form-data')) {
        try {
            return formToObject((await request.formData()).entries());
        } catch {
            return undefined;
        }
    }
    const raw = await request.text();
    if (!raw.trim()) return undefined;
    const asForm = () => formToObject(new URLSearchParams(raw).entries());
    if (type.includes('application/x-www-form-urlencoded')) return asForm();
    try {
        return JSON.parse(raw) as unknown;
    } catch {
        // a JSON content type with a form body, or no content type at all: read it as a form
        return asForm();
    }
};

// ---- tokens -----------------------------------------------------------------------------------------------

// getRandomValues works outside secure contexts too (the demo served on a LAN address), randomUUID does not
const randomHex = (bytes: number) => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), byte => byte.toString(16).padStart(2, '0')).join('');

/**
 * Opens a session and returns its token. A user token serves app/* calls only, an admin token sys/* only. Each
 * is listed on the sessions page, with the browser and address when the sign-in knows its client. `lasting` gives
 * an administrator's session as a user its own end and says who acts; a sub-account's session names it.
 */
export const issueToken = (
    db: DemoDb,
    audience: Audience,
    userId: number,
    client?: DemoClient,
    lasting: Pick<DemoSession, 'expiresAt' | 'acting' | 'subAccountId'> = { expiresAt: Date.now() + SESSION_TTL_MS },
): string => {
    const now = Date.now();
    db.sessions = db.sessions.filter(session => session.expiresAt > now);
    const token = randomHex(16);
    const session: DemoSession = { token, audience, userId, ...lasting };
    describeSession(db, session, client ?? { ip: '', userAgent: '' });
    db.sessions.push(session);
    return token;
};

const findSession = (db: DemoDb, token: string | null, audience: Audience): DemoSession | undefined =>
    token ? db.sessions.find(session => session.token === token && session.audience === audience && session.expiresAt > Date.now()) : undefined;

// ---- routes -----------------------------------------------------------------------------------------------

export interface RouteContext {
    request: Request;
    /** Path parameters (:id). */
    params: Record<string, string>;
    /** Query and body fields merged, body winning: handlers need not care how the client sent them. */
    input: Input;
    /** The body as parsed (an array for JSON array bodies, which `input` cannot hold). */
    body: unknown;
    db: DemoDb;
}

export interface AuthedContext extends RouteContext {
    session: DemoSession;
}

type Method = 'get' | 'post' | 'all';
type Resolver<C> = (context: C) => Response | Promise<Response>;

const handle = async (
    path: string,
    request: Request,
    rawParams: Record<string, string | readonly string[] | undefined>,
    auth: Audience | undefined,
    resolve: Resolver<AuthedContext>,
): Promise<Response> => {
    if (latency[1] > 0) await delay(latency[0] + Math.random() * (latency[1] - latency[0]));
    // offline, or a fault armed for this call (faults.ts): the answer a failing deployment would give
    const injected = await injectFault(request);
    if (injected) return injected;
    const url = new URL(request.url);
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(rawParams)) if (typeof value === 'string') params[key] = value;
    const db = getDemoDb();
    try {
        const token = request.headers.get('token') || url.searchParams.get('token');
        const body = await readBody(request);
        const input: Input = { ...Object.fromEntries(url.searchParams), ...(isPlainObject(body) ? body : {}) };
        // a program calls with a key (apikey header) instead of a console token: its scope is checked first
        const session = auth ? (findSession(db, token, auth) ?? (auth === 'user' && !token ? keySession(db, request, path, input) : undefined)) : undefined;
        // a disabled account's calls are told why (its sessions ended when it was disabled)
        const refused = auth === 'user' ? disabledAccountAnswer(db, token, session?.userId) : undefined;
        if (refused) return refused;
        if (auth && !session) return fail('invalid token', 401);
        // a sub-account's session makes only the calls its rule opens (data/subAccounts)
        if (session) gateSubAccountCall(db, session, path);
        if (session) touchSession(session);
        const context: AuthedContext = { request, params, input, body, db, session: session as DemoSession };
        // the administrators' audit trail is kept here, for every route at once (admin/auditTrail.ts)
        return await withAuditTrail(path, context, async () => resolve(context));
    } catch (error) {
        if (error instanceof DemoError) return fail(error.message, error.code);
        console.error('[demo backend]', request.method, url.pathname, error);
        return fail('系统异常，请稍后再试');
    } finally {
        // any call may have changed something (even GETs: opening a message marks it read); the db is small
        saveDemoDb();
    }
};

function register(method: Method, path: string, auth: undefined, resolve: Resolver<RouteContext>): HttpHandler[];
function register(method: Method, path: string, auth: Audience, resolve: Resolver<AuthedContext>): HttpHandler[];
function register(method: Method, path: string, auth: Audience | undefined, resolve: Resolver<AuthedContext>): HttpHandler[] {
    return API_PREFIXES.map(prefix => http[method](`${prefix}${path}`, ({ request, params }) => handle(path, request, params, auth, resolve)));
}

/**
 * Route builders: `path` is relative to the API base (e.g. 'app/account/login', 'sys/config/info/:id'), and
 * each returns one handler per API prefix. `user`/`admin` routes answer 401 'invalid token' unless the `token`
 * header holds a live session of that audience.
 */
export const route = {
    get: (path: string, resolve: Resolver<RouteContext>) => register('get', path, undefined, resolve),
    post: (path: string, resolve: Resolver<RouteContext>) => register('post', path, undefined, resolve),
    userGet: (path: string, resolve: Resolver<AuthedContext>) => register('get', path, 'user', resolve),
    userPost: (path: string, resolve: Resolver<AuthedContext>) => register('post', path, 'user', resolve),
    adminGet: (path: string, resolve: Resolver<AuthedContext>) => register('get', path, 'admin', resolve),
    adminPost: (path: string, resolve: Resolver<AuthedContext>) => register('post', path, 'admin', resolve),
};

/** Answers any call under the given API namespaces that no route knows, instead of leaking to the network. */
export const notImplemented = (namespaces: readonly string[]): HttpHandler[] =>
    namespaces.flatMap(namespace =>
        API_PREFIXES.map(prefix =>
            http.all(`${prefix}${namespace}/*`, ({ request }) =>
                HttpResponse.json({ code: 404, msg: `演示后端未实现该接口：${new URL(request.url).pathname}` }, { status: 404 }),
            ),
        ),
    );
