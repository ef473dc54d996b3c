import { render } from '@testing-library/react';
import { createElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { READS_WAIT_MS, frameForPath, preloadSignedIn, screenForPath } from './preload';
import { flattenRoutes } from './routing/derive';
import { lazyScreen } from './routing/lazyScreen';
import { userRoutes } from '../user/routes';
import type { ConsoleRoute, LazyScreen } from './routing/types';

const screen = (): LazyScreen => () => Promise.resolve({ default: () => null });
const dashboard = screen();
const list = screen();
const records = screen();
const detail = screen();

const routes: ConsoleRoute[] = [
    { path: '/dns/dashboard', title: 'routes.dashboard', screen: dashboard },
    {
        path: '/dns/domain/list',
        title: 'routes.domains',
        children: [
            { path: '/dns/domain/list/list', title: 'routes.domainList', screen: list },
            { path: '/dns/domain/list/admin/:domain/:id/:userId/record', title: 'routes.records', flags: { hidden: true }, screen: records },
        ],
    },
    { path: '/message/list', title: 'routes.messages', resource: 'message' },
    { path: '/message/detail/:id', title: 'routes.message', screen: detail },
    { path: '/old', title: 'routes.old', redirect: '/dns/dashboard' },
];

describe('screenForPath: the screen a signed-in cold load preloads, from the route table alone', () => {
    it.each([
        ['an entry with a screen', '/dns/domain/list/list', list],
        ['a path with parameters', '/dns/domain/list/admin/a.cn/3/1/record', records],
        ['a page below an entry', '/message/detail/3/reply', detail],
        ["'/' (home leads to the dashboard)", '/', dashboard],
    ])('%s', (_, path, expected) => {
        expect(screenForPath(routes, path)).toBe(expected);
    });

    it.each([
        ['a menu group', '/dns/domain/list'],
        ['a resource entry', '/message/list'],
        ['a redirect', '/old'],
        ['an unknown path', '/nowhere'],
        ['the sign-in page', '/login'],
    ])('nothing for %s', (_, path) => {
        expect(screenForPath(routes, path)).toBeUndefined();
    });
});

describe('frameForPath: the frame around that screen, loaded with it', () => {
    const frame = screen();
    const tab = screen();
    const framed: ConsoleRoute[] = [
        ...routes,
        { path: '/tabs', title: 'routes.tabs', redirect: '/tabs/one', frame, children: [{ path: '/tabs/one', title: 'routes.one', screen: tab }] },
    ];

    it('names the frame of a page inside one', () => {
        expect(screenForPath(framed, '/tabs/one')).toBe(tab);
        expect(frameForPath(framed, '/tabs/one')).toBe(frame);
    });

    it("names the user console's frames: a domain's tabs, the bulk pages, the monitors' pages", () => {
        const frameOf = (path: string) => flattenRoutes(userRoutes).find(route => route.path === path)?.frame;
        expect(frameForPath(userRoutes, '/dns/domain/list/admin/a.com/1/2/record')).toBe(frameOf('/dns/domain/list/admin/:domain/:id/:userId'));
        expect(frameForPath(userRoutes, '/dns/domain/bulk/log')).toBe(frameOf('/dns/domain/bulk'));
        expect(frameForPath(userRoutes, '/a-monitor/monitors/ontime')).toBe(frameOf('/a-monitor/monitors'));
        expect(frameForPath(userRoutes, '/a-monitor/real-time/detail')).toBeUndefined();
    });

    it('names none for a page outside any frame, or for the frame entry itself (a redirect)', () => {
        expect(frameForPath(framed, '/dns/domain/list/list')).toBeUndefined();
        expect(frameForPath(framed, '/tabs')).toBeUndefined();
        expect(frameForPath(framed, '/nowhere')).toBeUndefined();
    });
});

describe('preloadSignedIn', () => {
    const services = { http: {} as never, store: memoryStore(), queryClient: new QueryClient() };
    const definition = (screenLoad: LazyScreen, fails = false) => ({
        routes: [{ path: '/dns/dashboard', title: 'routes.dashboard', screen: screenLoad }],
        loadRouteTitles: () => Promise.resolve(),
        loadDataProvider: () => (fails ? Promise.reject(new Error('offline')) : Promise.resolve(() => ({}) as never)),
    });

    it('loads the screen of the address through loadScreen, so that it then renders without suspending', async () => {
        const load = vi.fn(() => Promise.resolve({ default: () => null }));
        await preloadSignedIn(definition(load), '/dns/dashboard', services);
        expect(load).toHaveBeenCalledTimes(1);
        // the lazy screen of the same loader does not ask again: it was remembered
        render(createElement(lazyScreen(load)));
        expect(load).toHaveBeenCalledTimes(1);
    });

    it("loads a framed screen's frame too, so that the frame renders without suspending", async () => {
        const load = vi.fn(() => Promise.resolve({ default: () => null }));
        const frame = vi.fn(() => Promise.resolve({ default: () => null }));
        const framed = {
            ...definition(load),
            routes: [{ path: '/tabs', title: 'routes.tabs', frame, children: [{ path: '/tabs/one', title: 'routes.one', screen: load }] }],
        };
        await preloadSignedIn(framed, '/tabs/one', services);
        expect(frame).toHaveBeenCalledTimes(1);
        render(createElement(lazyScreen(frame)));
        expect(frame).toHaveBeenCalledTimes(1);
    });

    it('settles when a chunk fails: the page loads it again itself and shows its own error', async () => {
        const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
        await expect(preloadSignedIn(definition(load, true), '/', services)).resolves.toBeUndefined();
    });

    it("starts the screen's first reads with the loaded provider and the app's Store, before the page renders", async () => {
        const provider = { getList: vi.fn() };
        const startReads = vi.fn(() => Promise.resolve());
        const load: LazyScreen = Object.assign(() => Promise.resolve({ default: () => null }), { reads: () => Promise.resolve(startReads) });
        await preloadSignedIn({ ...definition(load), loadDataProvider: () => Promise.resolve(() => provider as never) }, '/dns/dashboard', services);
        expect(startReads).toHaveBeenCalledWith({ provider, store: services.store, queryClient: services.queryClient });
    });

    it("starts the first reads without waiting for the screen's code, and the first render waits for them once it is there", async () => {
        let screenArrives = () => {};
        const screenCode = new Promise<{ default: () => null }>(resolve => (screenArrives = () => resolve({ default: () => null })));
        let answer = () => {};
        const startReads = vi.fn(() => new Promise<void>(resolve => (answer = resolve)));
        const load: LazyScreen = Object.assign(() => screenCode, { reads: () => Promise.resolve(startReads) });
        let settled = false;
        const preloaded = preloadSignedIn(definition(load), '/dns/dashboard', services).then(() => (settled = true));
        await new Promise(resolve => setTimeout(resolve, 10));
        // the screen's chunks are still on their way: the list's call has left
        expect(startReads).toHaveBeenCalledTimes(1);
        screenArrives();
        await new Promise(resolve => setTimeout(resolve, 10));
        expect(settled).toBe(false);
        answer();
        await preloaded;
        expect(settled).toBe(true);
    });

    it('renders without the answer READS_WAIT_MS after the screen is there', async () => {
        vi.useFakeTimers();
        try {
            const load: LazyScreen = Object.assign(() => Promise.resolve({ default: () => null }), {
                reads: () => Promise.resolve(() => new Promise<void>(() => {})),
            });
            let settled = false;
            void preloadSignedIn(definition(load), '/dns/dashboard', services).then(() => (settled = true));
            await vi.advanceTimersByTimeAsync(READS_WAIT_MS - 1);
            expect(settled).toBe(false);
            await vi.advanceTimersByTimeAsync(1);
            expect(settled).toBe(true);
        } finally {
            vi.useRealTimers();
        }
    });

    it('starts no read before calls may leave (the demo backend up, the credentials of the address applied)', async () => {
        const startReads = vi.fn(() => Promise.resolve());
        const load: LazyScreen = Object.assign(() => Promise.resolve({ default: () => null }), { reads: () => Promise.resolve(startReads) });
        let ready = () => {};
        const callsReady = new Promise<void>(resolve => (ready = resolve));
        const preloaded = preloadSignedIn(definition(load), '/dns/dashboard', services, callsReady);
        await new Promise(resolve => setTimeout(resolve, 20));
        expect(startReads).not.toHaveBeenCalled();
        ready();
        await preloaded;
        expect(startReads).toHaveBeenCalledTimes(1);
    });
});
