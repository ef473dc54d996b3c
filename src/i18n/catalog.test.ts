import englishMessages from 'ra-language-english';
import chineseMessages from 'ra-language-chinese';
import { describe, expect, it } from 'vitest';
import { adminCn, adminEn } from './areas/admin';
import { accountAreaCn, accountAreaEn } from './areas/account';
import { dnsToolsAreaCn, dnsToolsAreaEn } from './areas/dnsTools';
import { servicesAreaCn, servicesAreaEn } from './areas/services';
import { commerceAreaCn, commerceAreaEn } from './areas/commerce';
import { dnsCn, dnsEn } from './areas/dns';
import { cn } from './cn';
import { adminRouteTitlesCn, adminRouteTitlesEn } from './sections/adminRouteTitles';
import { formsCn, formsEn } from './sections/forms';
import { userRouteTitlesCn, userRouteTitlesEn } from './sections/userRouteTitles';
import './areas/userRoutes';
import { en } from './en';
import { i18nProvider } from './provider';
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

compare('react-admin catalog: English -> raChinese', englishMessages as unknown as Tree, raChinese as unknown as Tree);
compare('app catalog: en -> cn', en as unknown as Tree, cn as unknown as Tree);
compare('DNS area catalog: en -> cn', dnsEn as unknown as Tree, dnsCn as unknown as Tree);
compare('admin area catalog: en -> cn', adminEn as unknown as Tree, adminCn as unknown as Tree);
compare('user route titles: en -> cn', userRouteTitlesEn as unknown as Tree, userRouteTitlesCn as unknown as Tree);
compare('admin route titles: en -> cn', adminRouteTitlesEn as unknown as Tree, adminRouteTitlesCn as unknown as Tree);
compare('forms catalog: en -> cn', formsEn as unknown as Tree, formsCn as unknown as Tree);
compare('commerce area catalog: en -> cn', commerceAreaEn as unknown as Tree, commerceAreaCn as unknown as Tree);
compare('account area catalog: en -> cn', accountAreaEn as unknown as Tree, accountAreaCn as unknown as Tree);
compare('DNS tools area catalog: en -> cn', dnsToolsAreaEn as unknown as Tree, dnsToolsAreaCn as unknown as Tree);
compare('services area catalog: en -> cn', servicesAreaEn as unknown as Tree, servicesAreaCn as unknown as Tree);

describe('area catalogs (loaded with their screens)', () => {
    it('never redefine a key of the core catalog', () => {
        const core = flatten(en as unknown as Tree);
        expect([...flatten(dnsEn as unknown as Tree).keys()].filter(key => core.has(key))).toEqual([]);
        expect([...flatten(adminEn as unknown as Tree).keys()].filter(key => core.has(key))).toEqual([]);
        expect([...flatten(formsEn as unknown as Tree).keys()].filter(key => core.has(key))).toEqual([]);
        expect([...flatten(commerceAreaEn as unknown as Tree).keys()].filter(key => core.has(key))).toEqual([]);
        expect([...flatten(accountAreaEn as unknown as Tree).keys()].filter(key => core.has(key))).toEqual([]);
        expect([...flatten(dnsToolsAreaEn as unknown as Tree).keys()].filter(key => core.has(key))).toEqual([]);
        expect([...flatten(servicesAreaEn as unknown as Tree).keys()].filter(key => core.has(key))).toEqual([]);
        expect(core.has('routes')).toBe(false);
        expect([...core.keys()].filter(key => key.startsWith('routes.'))).toEqual([]);
    });

    it('never redefine a key of each other', () => {
        const dns = flatten(dnsEn as unknown as Tree);
        const admin = flatten(adminEn as unknown as Tree);
        expect([...admin.keys()].filter(key => dns.has(key))).toEqual([]);
        const commerce = flatten(commerceAreaEn as unknown as Tree);
        expect([...commerce.keys()].filter(key => dns.has(key) || admin.has(key))).toEqual([]);
        const account = flatten(accountAreaEn as unknown as Tree);
        expect([...account.keys()].filter(key => dns.has(key) || admin.has(key) || commerce.has(key))).toEqual([]);
        const tools = flatten(dnsToolsAreaEn as unknown as Tree);
        const earlier = (key: string) => dns.has(key) || admin.has(key) || commerce.has(key) || account.has(key);
        expect([...tools.keys()].filter(earlier)).toEqual([]);
        expect([...flatten(servicesAreaEn as unknown as Tree).keys()].filter(key => earlier(key) || tools.has(key))).toEqual([]);
    });

    it('translate in the current language, before a caller default, with placeholders', async () => {
        await i18nProvider.changeLocale('en');
        expect(i18nProvider.translate('resources.domain.fields.domain', { _: 'Domain name' })).toBe(dnsEn.resources.domain.fields.domain);
        await i18nProvider.changeLocale('cn');
        expect(i18nProvider.translate('resources.domain.fields.domain')).toBe(dnsCn.resources.domain.fields.domain);
        expect(i18nProvider.translate('routes.domainList')).toBe(userRouteTitlesCn.domainList);
        expect(i18nProvider.translate('no.such.key', { _: 'fallback' })).toBe('fallback');
    });

    it('finds a phrase in whichever loaded area holds it, in both languages', async () => {
        const [adminKey, adminPhraseEn] = [...flatten(adminEn as unknown as Tree)][0];
        const [servicesKey, servicesPhraseEn] = [...flatten(servicesAreaEn as unknown as Tree)].at(-1)!;
        await i18nProvider.changeLocale('en');
        expect(i18nProvider.translate(adminKey)).toBe(adminPhraseEn);
        expect(i18nProvider.translate(servicesKey)).toBe(servicesPhraseEn);
        await i18nProvider.changeLocale('cn');
        expect(i18nProvider.translate(adminKey)).toBe(flatten(adminCn as unknown as Tree).get(adminKey));
        expect(i18nProvider.translate(servicesKey)).toBe(flatten(servicesAreaCn as unknown as Tree).get(servicesKey));
    });
});

describe('raChinese', () => {
    it('has exactly the 164 keys of react-admin 5', () => expect(flatten(raChinese as unknown as Tree).size).toBe(flatten(englishMessages as unknown as Tree).size));

    it('takes the package text wherever the package has the key and the placeholders still fit', () => {
        const ours = flatten(raChinese as unknown as Tree);
        const replaced = ['ra.page.edit', 'ra.page.show', 'ra.message.delete_content', 'ra.message.delete_title', 'ra.navigation.no_results', 'ra.sort.sort_by'];
        const drifted = [...flatten(chineseMessages as unknown as Tree)].filter(([key, text]) => ours.has(key) && !replaced.includes(key) && ours.get(key) !== text);
        expect(drifted.map(([key]) => key)).toEqual([]);
    });

    it('has no English left in the texts it adds', () => {
        const ours = flatten(raChinese as unknown as Tree);
        const english = [...ours].filter(([key, text]) => key !== 'ra.boolean.null' && !/[\u4e00-\u9fff]/.test(text) && !/^[\s%{}\w#:./-]*$/.test(text));
        expect(english.map(([key]) => key)).toEqual([]);
    });
});
