import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n/provider';
import { setupDemoServer } from '../../../../tests/support/server';
import { fakeDomainsBackend, makeDomain } from '../../../../tests/support/fakeDomains';
import { renderDomains } from '../../../../tests/support/renderDomains';

const server = setupDemoServer();

/** The account holds example.com and 例子.中国 (stored as punycode). */
const openDialog = async (button: string) => {
    const backend = fakeDomainsBackend([makeDomain(1, 'example.com'), makeDomain(2, 'xn--fsqu00a.xn--fiqs8s')]);
    server.use(...backend.handlers);
    renderDomains();
    await screen.findByRole('link', { name: 'example.com' });
    fireEvent.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: /域名|Domain/ });
    const type = (text: string) => fireEvent.change(input, { target: { value: text } });
    const saved = () => backend.requests.filter(request => request.path === 'domain/save').map(request => request.body.domain);
    return { dialog, type, saved };
};

describe('adding a domain as people type it (中文)', () => {
    it('refuses a name whose suffix is not public, or that is one, at the field', async () => {
        const { dialog, type, saved } = await openDialog('添加域名');
        type('a.b');
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        await within(dialog).findByText('“.b”不是有效的顶级域名，请检查域名后缀（如 example.com、example.cn）');
        type('example.invalidtld');
        await within(dialog).findByText('“.invalidtld”不是有效的顶级域名，请检查域名后缀（如 example.com、example.cn）');
        type('co.uk');
        await within(dialog).findByText('co.uk 是公共后缀（在其下注册域名），不能作为域名添加，请输入注册的域名，如 example.co.uk');
        type('com');
        await within(dialog).findByText('com 是公共后缀（在其下注册域名），不能作为域名添加，请输入注册的域名，如 example.com');
        expect(saved()).toEqual([]);
    });

    it('says what it leaves out of an address, and adds the name alone', async () => {
        const { dialog, type, saved } = await openDialog('添加域名');
        type('https://www.New-Shop.com/path?q');
        expect(within(dialog).getByTestId('domain-name-note').textContent).toBe('将添加 new-shop.com，已去掉 “https://”、“www.”、“/path?q”。');
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        await within(dialog).findByText('已添加 new-shop.com');
        expect(saved()).toEqual(['new-shop.com']);
    });

    it('stores a Unicode name as punycode and lists it in Unicode', async () => {
        const { dialog, type, saved } = await openDialog('添加域名');
        type('café.fr');
        expect(within(dialog).getByTestId('domain-name-note').textContent).toBe('以 xn--caf-dma.fr 保存。');
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        await within(dialog).findByText('已添加 café.fr');
        expect(saved()).toEqual(['xn--caf-dma.fr']);
        fireEvent.click(within(dialog).getByRole('button', { name: '稍后' }));
        const link = await screen.findByRole('link', { name: 'café.fr' });
        expect(link.getAttribute('title')).toBe('xn--caf-dma.fr');
        expect(screen.getByRole('link', { name: '例子.中国' })).toBeTruthy();
    });

    it('warns, and still adds, a name under a zone of the account', async () => {
        const { dialog, type, saved } = await openDialog('添加域名');
        type('shop.例子.中国');
        expect(await within(dialog).findByTestId('domain-name-subzone')).toHaveProperty(
            'textContent',
            'shop.例子.中国 是账号中已有域名 例子.中国 的子域名。它可以作为独立的域名添加，但要在 例子.中国 中为 shop 添加指向本域名 DNS 服务器的 NS 记录（子域委派）后才能生效。',
        );
        type('myexample.com');
        await expect.poll(() => within(dialog).queryByTestId('domain-name-subzone')).toBeNull();
        type('shop.example.com');
        await within(dialog).findByTestId('domain-name-subzone');
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        await within(dialog).findByText('已添加 shop.example.com');
        expect(saved()).toEqual(['shop.example.com']);
    });
});

describe('adding a domain as people type it (English)', () => {
    afterEach(() => i18nProvider.changeLocale('cn'));

    it('refuses, notes and warns in English', async () => {
        await i18nProvider.changeLocale('en');
        const { dialog, type, saved } = await openDialog('Add domain');
        type('a.b');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
        await within(dialog).findByText('“.b” is not a top-level domain: check how the name ends (as in example.com or example.cn)');
        type('co.uk');
        await within(dialog).findByText('co.uk is a public suffix, under which names are registered: enter a registered name, such as example.co.uk');
        type('http://x.com/');
        // the refusal gives way to the note once the field is checked again
        expect((await within(dialog).findByTestId('domain-name-note')).textContent).toBe('Will add x.com: left out “http://”, “/”.');
        type('münchen.de');
        expect(within(dialog).getByTestId('domain-name-note').textContent).toBe('Stored as xn--mnchen-3ya.de.');
        type('shop.example.com');
        expect((await within(dialog).findByTestId('domain-name-subzone')).textContent).toBe(
            "shop.example.com is under example.com, which is already in your account. It can be a zone of its own, but it only answers once example.com delegates it: add NS records for shop in example.com that name this zone's name servers.",
        );
        type('例子.中国');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
        // the account has it already: the server says so at the field
        await within(dialog).findByText('域名已存在');
        expect(saved()).toEqual(['xn--fsqu00a.xn--fiqs8s']);
    });
});
