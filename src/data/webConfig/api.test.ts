import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { isRegisterClosed, parseWebConfig } from './api';

describe('parseWebConfig', () => {
    const paramValue = JSON.stringify({ basic: { webName: 'DNS' }, power: { register: 1 }, seo: {}, contact: { email: 'a@b.c' }, agreement: '<p/>' });

    it('reads paramValue JSON and the top-level members', () => {
        const config = parseWebConfig({
            code: 1,
            data: { paramKey: 'WEB_CONFIG_KEY', paramValue },
            exclusive_mode: ['dm', 'am'],
            cdnConf: { siteUrl: 'https://cdn' },
            list: [{ paramKey: 'SMS_CONFIG_KEY', status: 1 }],
        });
        expect(config).toEqual({
            basic: { webName: 'DNS' },
            power: { register: 1 },
            seo: {},
            contact: { email: 'a@b.c' },
            agreement: '<p/>',
            exclusiveMode: ['dm', 'am'],
            list: [{ paramKey: 'SMS_CONFIG_KEY', status: 1 }],
            cdnConf: { siteUrl: 'https://cdn' },
        });
        expect(isRegisterClosed(config)).toBe(true);
    });

    it('reads members nested in data, a comma-joined exclusive_mode, and survives bad JSON', () => {
        const config = parseWebConfig({ code: 1, data: { paramValue: '{oops', exclusive_mode: 'dm', list: [] } });
        expect(config.exclusiveMode).toEqual(['dm']);
        expect(config.basic).toEqual({});
        expect(config.cdnConf).toEqual({});
        expect(isRegisterClosed(config)).toBe(false);
    });

    it.each([
        [1, true],
        ['1', true],
        [0, false],
        ['0', false],
        [undefined, false],
    ])('register %j closed = %s', (register, closed) => {
        expect(isRegisterClosed({ power: { register } })).toBe(closed);
    });
});

describe('parseWebConfig keeps only image addresses an image can use', () => {
    it('drops a script URL in the logos and the favicon, keeps the texts as they are', () => {
        const basic = { favicon: 'javascript:alert(1)', logoImgLight: 'https://cdn.example.com/l.png', logoImgDark: 'data:text/html,x', webName: '<b>x</b>' };
        const config = parseWebConfig({ code: 1, data: { paramValue: JSON.stringify({ basic }) } });
        expect(config.basic).toEqual({ favicon: '', logoImgLight: 'https://cdn.example.com/l.png', logoImgDark: '', webName: '<b>x</b>' });
    });
});

describe('parseWebConfig reads a wrong-typed config without passing a wrong type on', () => {
    afterEach(clearUnreadable);
    const answer = (settings: unknown, members: Record<string, unknown> = {}) => ({ code: 1, data: { paramValue: JSON.stringify(settings), ...members } });

    it('writes out a number where text goes (webName: 12345), with nothing to report', () => {
        const config = parseWebConfig(answer({ basic: { webName: 12345, icp: 7 }, seo: { title: 1 } }));
        expect(config.basic).toMatchObject({ webName: '12345', icp: '7' });
        expect(config.seo.title).toBe('1');
        expect(unreadableSources()).toEqual([]);
    });

    it('drops sections, texts, switches and lists of the wrong type, and reports the call', async () => {
        const config = parseWebConfig(
            answer(
                { basic: 'DNS', power: { register: { on: true }, realName: true }, contact: { email: ['a@b.c'] }, agreement: { html: '' } },
                { exclusive_mode: 42, list: 'SMS_CONFIG_KEY', cdnConf: [1] },
            ),
        );
        expect(config.basic).toEqual({});
        expect(config.power).toEqual({ register: undefined, realName: 1 });
        expect(config.contact.email).toBeUndefined();
        expect(config.agreement).toBeUndefined();
        expect(config.exclusiveMode).toEqual([]);
        expect(config.list).toEqual([]);
        expect(config.cdnConf).toMatchObject({});
        await vi.waitFor(() => expect(unreadableSources()).toEqual(['app/common/web/config']));
    });
});
