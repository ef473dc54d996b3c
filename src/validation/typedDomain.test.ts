import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider, type Locale } from '../i18n/provider';
import { parentZoneOf, readTypedDomain, subZoneWarning, typedDomainNotes, validateTypedDomain } from './typedDomain';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const inLocale = (locale: Locale, run: () => void) =>
    describe(locale, () => {
        beforeAll(() => i18nProvider.changeLocale(locale));
        afterAll(() => i18nProvider.changeLocale('cn'));
        run();
    });

/** The field's message for a typed name, translated. */
const messageOf = (typed: string) => {
    const error = validateTypedDomain(typed);
    return error && translate(error.message, error.args);
};

describe('a typed domain is read to the name stored', () => {
    it.each([
        // typed, stored, what was left out
        ['example.com', 'example.com', []],
        ['  Example.COM  ', 'example.com', []],
        ['example.com.', 'example.com', []],
        ['http://x.com/', 'x.com', ['http://', '/']],
        ['https://www.x.com/path?q', 'x.com', ['https://', 'www.', '/path?q']],
        ['www.example.co.uk', 'example.co.uk', ['www.']],
        ['x.com:8080', 'x.com', [':8080']],
        ['例子.中国', 'xn--fsqu00a.xn--fiqs8s', []],
        ['café.fr', 'xn--caf-dma.fr', []],
        ['münchen.de', 'xn--mnchen-3ya.de', []],
        ['https://www.例子.中国/', 'xn--fsqu00a.xn--fiqs8s', ['https://', 'www.', '/']],
        ['xn--fsqu00a.xn--fiqs8s', 'xn--fsqu00a.xn--fiqs8s', []],
        ['shop.example.com', 'shop.example.com', []],
        // a private entry of the list is an ordinary name, as at a registrar
        ['me.github.io', 'me.github.io', []],
        // www. stays when what remains is a public suffix: www.com is a registered name
        ['www.com', 'www.com', []],
        ['www.co.uk', 'www.co.uk', []],
    ])('%j is stored as %s', (typed, name, removed) => {
        const read = readTypedDomain(typed);
        expect(read).toEqual({ typed: typed.trim(), name, removed });
        expect(validateTypedDomain(typed)).toBeUndefined();
    });

    it.each([
        ['a.b', { kind: 'unknownSuffix', suffix: 'b' }],
        ['example.invalidtld', { kind: 'unknownSuffix', suffix: 'invalidtld' }],
        ['example.local', { kind: 'unknownSuffix', suffix: 'local' }],
        ['例子.不存在', { kind: 'unknownSuffix', suffix: '不存在' }],
        ['co.uk', { kind: 'publicSuffix', suffix: 'co.uk' }],
        ['com', { kind: 'publicSuffix', suffix: 'com' }],
        ['中国', { kind: 'publicSuffix', suffix: '中国' }],
        ['example.ck', { kind: 'publicSuffix', suffix: 'example.ck' }],
        ['https://co.uk/', { kind: 'publicSuffix', suffix: 'co.uk' }],
        ['not_a domain', { kind: 'format' }],
        ['*.example.com', { kind: 'format' }],
        ['192.0.2.1', { kind: 'format' }],
        ['-a.com', { kind: 'format' }],
        ['a..com', { kind: 'format' }],
        ['user@x.com', { kind: 'format' }],
        [`${'a'.repeat(64)}.com`, { kind: 'format' }],
    ])('%j is refused', (typed, problem) => expect(readTypedDomain(typed).problem).toEqual(problem));

    it('reads nothing from blank text (required() speaks for an empty field)', () => {
        expect(readTypedDomain('   ')).toEqual({ typed: '', name: '', removed: [] });
        expect(validateTypedDomain('')).toBeUndefined();
    });
});

describe('a name under a zone of the account', () => {
    it.each([
        ['shop.example.com', ['example.com', 'other.com'], 'example.com'],
        ['a.shop.example.com', ['example.com', 'shop.example.com'], 'shop.example.com'],
        ['shop.example.com', ['Example.COM'], 'example.com'],
        ['example.com', ['example.com'], undefined],
        ['myexample.com', ['example.com'], undefined],
        ['shop.example.com', [], undefined],
    ])('%s under %j: %s', (name, zones, parent) => expect(parentZoneOf(name, zones)).toBe(parent));
});

inLocale('en', () => {
    it.each([
        ['a.b', '“.b” is not a top-level domain: check how the name ends (as in example.com or example.cn)'],
        ['example.invalidtld', '“.invalidtld” is not a top-level domain: check how the name ends (as in example.com or example.cn)'],
        ['co.uk', 'co.uk is a public suffix, under which names are registered: enter a registered name, such as example.co.uk'],
        ['com', 'com is a public suffix, under which names are registered: enter a registered name, such as example.com'],
        ['not_a domain', 'Invalid domain name'],
    ])('%j: %s', (typed, message) => expect(messageOf(typed)).toBe(message));

    it.each([
        ['http://x.com/', ['Will add x.com: left out “http://”, “/”.']],
        ['https://www.x.com/path?q', ['Will add x.com: left out “https://”, “www.”, “/path?q”.']],
        ['例子.中国', ['Stored as xn--fsqu00a.xn--fiqs8s.']],
        ['www.café.fr', ['Will add café.fr: left out “www.”.', 'Stored as xn--caf-dma.fr.']],
        ['münchen.de', ['Stored as xn--mnchen-3ya.de.']],
        ['Example.com', []],
        ['a.b', []],
    ])('%j: %j', (typed, notes) => expect(typedDomainNotes(readTypedDomain(typed), translate)).toEqual(notes));

    it('warns of a sub-zone, naming the delegation it needs', () =>
        expect(subZoneWarning('shop.xn--fsqu00a.xn--fiqs8s', 'xn--fsqu00a.xn--fiqs8s', translate)).toBe(
            "shop.例子.中国 is under 例子.中国, which is already in your account. It can be a zone of its own, but it only answers once 例子.中国 delegates it: add NS records for shop in 例子.中国 that name this zone's name servers.",
        ));
});

inLocale('cn', () => {
    it.each([
        ['a.b', '“.b”不是有效的顶级域名，请检查域名后缀（如 example.com、example.cn）'],
        ['example.invalidtld', '“.invalidtld”不是有效的顶级域名，请检查域名后缀（如 example.com、example.cn）'],
        ['co.uk', 'co.uk 是公共后缀（在其下注册域名），不能作为域名添加，请输入注册的域名，如 example.co.uk'],
        ['com', 'com 是公共后缀（在其下注册域名），不能作为域名添加，请输入注册的域名，如 example.com'],
        ['not_a domain', '域名格式错误'],
    ])('%j: %s', (typed, message) => expect(messageOf(typed)).toBe(message));

    it.each([
        ['http://x.com/', ['将添加 x.com，已去掉 “http://”、“/”。']],
        ['https://www.x.com/path?q', ['将添加 x.com，已去掉 “https://”、“www.”、“/path?q”。']],
        ['例子.中国', ['以 xn--fsqu00a.xn--fiqs8s 保存。']],
        ['café.fr', ['以 xn--caf-dma.fr 保存。']],
    ])('%j: %j', (typed, notes) => expect(typedDomainNotes(readTypedDomain(typed), translate)).toEqual(notes));

    it('warns of a sub-zone, naming the delegation it needs', () =>
        expect(subZoneWarning('shop.example.com', 'example.com', translate)).toBe(
            'shop.example.com 是账号中已有域名 example.com 的子域名。它可以作为独立的域名添加，但要在 example.com 中为 shop 添加指向本域名 DNS 服务器的 NS 记录（子域委派）后才能生效。',
        ));
});
