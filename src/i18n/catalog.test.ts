import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { featureAreas } from '../../tests/support/featureAreas';
import { cn } from './cn';
import { adminRouteTitlesCn, adminRouteTitlesEn } from './sections/adminRouteTitles';
import { userRouteTitlesCn, userRouteTitlesEn } from './sections/userRouteTitles';
import { sessionOfferCn, sessionOfferEn } from './sections/sessionOffer';
import { shellNoticesCn, shellNoticesEn } from './sections/shellNotices';
import './areas/userRoutes';
import userDns from './areas/user/dns';
import { en } from './en';
import { i18nProvider } from './provider';
import { raEnglish } from './raEnglish';
import { raChinese } from './raChinese';

type Tree = { [key: string]: Tree | string | undefined };

const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
    new Map(
        Object.entries(tree).flatMap(([key, value]) =>
            typeof value === 'object' && value !== null ? [...flatten(value, `${prefix}${key}.`)] : [[`${prefix}${key}`, String(value)] as const],
        ),
    );

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

const compare = (name: string, left: Tree, right: Tree) =>
    describe(name, () => {
        const a = flatten(left);
        const b = flatten(right);
        it('has every key of the first catalog in the second', () => expect([...a.keys()].filter(key => !b.has(key))).toEqual([]));
        it('has no key the first catalog lacks', () => expect([...b.keys()].filter(key => !a.has(key))).toEqual([]));
        it('uses the same %{placeholders} in both languages', () => {
            const differing = [...a].filter(([key, text]) => b.has(key) && placeholders(text).join() !== placeholders(b.get(key)!).join());
            expect(differing.map(([key]) => key)).toEqual([]);
        });
    });

/** The feature areas by name (`user/dns`), as the catalogs and the test setup load them. */
const areas = new Map(Object.entries(featureAreas).map(([path, area]) => [path.replace(/^.*\/areas\/|\.ts$/g, ''), area]));
const area = (name: string) => areas.get(name)!;
const keysOf = (tree: object) => new Set(flatten(tree as Tree).keys());

compare('react-admin catalog: English -> raChinese', raEnglish as unknown as Tree, raChinese as unknown as Tree);
compare('app catalog: en -> cn', en as unknown as Tree, cn as unknown as Tree);
compare('user route titles: en -> cn', userRouteTitlesEn as unknown as Tree, userRouteTitlesCn as unknown as Tree);
compare('admin route titles: en -> cn', adminRouteTitlesEn as unknown as Tree, adminRouteTitlesCn as unknown as Tree);
compare('session offer (with the shell): en -> cn', sessionOfferEn as unknown as Tree, sessionOfferCn as unknown as Tree);
compare('shell notices (with the shell): en -> cn', shellNoticesEn as unknown as Tree, shellNoticesCn as unknown as Tree);
for (const [name, { en: english, cn: chinese }] of areas) compare(`${name} area: en -> cn`, english as Tree, chinese as Tree);

describe('area catalogs (loaded with their screens)', () => {
    it('are all found (the user and admin areas, the open pages, the shared forms, record checks, domain names, charts, sessions and reverse-zone checks)', () =>
        expect([...areas.keys()].filter(name => !/^(user|admin|open)\/\w+$/.test(name)).sort()).toEqual([
            'actingSession',
            'charts',
            'domainNames',
            'forms',
            'knownNames',
            'lineProblems',
            'passwordStrength',
            'ptrChecks',
            'sessions',
            'twoFactor',
            'zone',
        ]));

    it('never redefine a key of the core catalog', () => {
        const core = keysOf(en);
        for (const [name, { en: english }] of areas) expect([name, [...keysOf(english)].filter(key => core.has(key))]).toEqual([name, []]);
        expect(core.has('routes')).toBe(false);
        expect([...core].filter(key => key.startsWith('routes.'))).toEqual([]);
    });

    it('never redefine a key of each other', () => {
        const owners = new Map<string, string>();
        const twice: string[] = [];
        for (const [name, { en: english }] of areas)
            for (const key of keysOf(english)) {
                if (owners.has(key)) twice.push(`${key}: ${owners.get(key)} and ${name}`);
                owners.set(key, name);
            }
        expect(twice).toEqual([]);
    });

    it('translate in the current language, before a caller default, with placeholders', async () => {
        await i18nProvider.changeLocale('en');
        expect(i18nProvider.translate('resources.domain.fields.domain', { _: 'Domain name' })).toBe(userDns.en.resources.domain.fields.domain);
        await i18nProvider.changeLocale('cn');
        expect(i18nProvider.translate('resources.domain.fields.domain')).toBe(userDns.cn.resources.domain.fields.domain);
        expect(i18nProvider.translate('routes.domainList')).toBe(userRouteTitlesCn.domainList);
        expect(i18nProvider.translate('no.such.key', { _: 'fallback' })).toBe('fallback');
    });

    it('finds a phrase in whichever loaded area holds it, in both languages', async () => {
        for (const name of ['admin/system', 'user/monitor', 'forms']) {
            const { en: english, cn: chinese } = area(name);
            const [key, phraseEn] = [...flatten(english as Tree)].at(-1)!;
            await i18nProvider.changeLocale('en');
            expect(i18nProvider.translate(key)).toBe(phraseEn);
            await i18nProvider.changeLocale('cn');
            expect(i18nProvider.translate(key)).toBe(flatten(chinese as Tree).get(key));
        }
    });
});

describe('raChinese', () => {
    it('has exactly the 164 keys of react-admin 5', () =>
        expect(flatten(raChinese as unknown as Tree).size).toBe(flatten(englishMessages as unknown as Tree).size));

    it('has no English left in the texts it adds', () => {
        const ours = flatten(raChinese as unknown as Tree);
        const english = [...ours].filter(([key, text]) => key !== 'ra.boolean.null' && !/[\u4e00-\u9fff]/.test(text) && !/^[\s%{}\w#:./-]*$/.test(text));
        expect(english.map(([key]) => key)).toEqual([]);
    });
});
