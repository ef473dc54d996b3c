import { HttpHandler, matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { call, setupDemoServer } from '../../tests/support/demo';

const server = setupDemoServer();

describe('demo backend: API prefixes', () => {
    it.each(['http://localhost/antsxdp/', 'http://localhost/api/', 'http://localhost/cdn_api/antsxdp/', 'http://localhost/cdn_api/api/'])(
        'answers under %s',
        async base => {
            const answer = await call('app/common/web/config', { base });
            expect(answer.code).toBe(1);
        },
    );

    it('leaves the console pages alone', () => {
        const matchesAny = (page: string) =>
            server
                .listHandlers()
                .some(
                    handler =>
                        handler instanceof HttpHandler && typeof handler.info.path !== 'function' && matchRequestUrl(new URL(page), handler.info.path).matches,
                );
        expect(matchesAny('http://localhost/antsxdp/app/account/login')).toBe(true);
        const pages = ['http://localhost/login', 'http://localhost/app/account/login', 'http://localhost/dns/dashboard'];
        for (const page of pages) {
            expect(matchesAny(page), page).toBe(false);
        }
    });

    it('answers an API call it does not know with a 404 envelope', async () => {
        const response = await fetch('http://localhost/antsxdp/app/nothing/here', { method: 'POST' });
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ code: 404 });
    });

    it('serves the web config with the spec shape', async () => {
        const answer = await call('app/common/web/config');
        const data = answer.data as { paramValue: string };
        const value = JSON.parse(data.paramValue) as { basic: { webName: string }; power: Record<string, number> };
        expect(value.basic.webName).toBe('云解析DNS');
        expect(value.power).toEqual({ realName: 0, bindMobile: 0, stopWork: 0, register: 0, registerCommon: 1, disabledCrud: 0 });
        expect(answer.exclusive_mode).toEqual(['dm', 'am']);
        expect(answer.list).toContainEqual({ paramKey: 'SMS_CONFIG_KEY', status: 1 });
        expect(answer.cdnConf).toBeTypeOf('object');
    });
});
