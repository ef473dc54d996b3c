import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SslApplyPage } from './SslApplyPage';
import { getDemoDb } from '../../../demo/db';
import { issueToken } from '../../../demo/http';
import { hostInZone } from '../../../data/sslOrders/txtRecord';
import { renderUserRoute } from '../../../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../../../tests/support/server';

setupDemoServer();

const CSR = '-----BEGIN CERTIFICATE REQUEST-----\nQUJD\n-----END CERTIFICATE REQUEST-----';
const ROUTE = '/ssl/order/apply';
const renderApply = (search: string) =>
    renderUserRoute({ token: issueToken(getDemoDb(), 'user', 1), route: ROUTE, path: `${ROUTE}${search}`, screen: <SslApplyPage /> });

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const choose = async (label: RegExp, option: string) => {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
    fireEvent.click(await within(await screen.findByRole('listbox')).findByText(option));
};
const submit = (name = '提交并支付') => fireEvent.click(screen.getByRole('button', { name }));
const pasteCsr = (csr: string) => {
    fireEvent.click(screen.getByRole('radio', { name: '粘贴我的 CSR' }));
    type(/证书请求/, csr);
};

describe('SSL apply page', () => {
    it('asks to choose a product when none is given', async () => {
        renderApply('');
        expect(await screen.findByText('请先在证书商品中选择证书')).toBeTruthy();
        expect(screen.getByRole('link', { name: '前往证书商品' }).getAttribute('href')).toBe('/ssl/goods');
    });

    it('refuses at the field: no domain, no contact, a wildcard on a single-name product, a bad CSR', async () => {
        renderApply('?goodsId=2');
        await screen.findByText('Sectigo PositiveSSL DV');
        expect(screen.getByTestId('ssl-total').textContent).toBe('合计：¥199.00');
        submit();
        expect(await screen.findByText('请输入域名')).toBeTruthy();
        expect(screen.getByText('请选择联系人')).toBeTruthy();
        type(/域名/, '*.example.com');
        pasteCsr('not a csr');
        submit();
        expect(await screen.findByText('只有通配符证书可以包含 *.example.com')).toBeTruthy();
        expect(screen.getByText('CSR 格式错误')).toBeTruthy();
        expect(getDemoDb().ssl.orders).toHaveLength(2);
    });

    it('shows a server refusal and keeps what was typed', async () => {
        renderApply('?goodsId=3');
        await screen.findByText('Sectigo PositiveSSL Wildcard');
        type(/域名/, '*.example.com');
        fireEvent.click(screen.getByRole('radio', { name: '文件验证（HTTP）' }));
        pasteCsr(CSR);
        await choose(/联系人/, '张伟');
        submit();
        expect(await screen.findByText('通配符域名只能使用 DNS 验证')).toBeTruthy();
        expect((screen.getByRole('textbox', { name: /域名/ }) as HTMLInputElement).value).toBe('*.example.com');
        expect(screen.getByTestId('where').textContent).toBe(`${ROUTE}?goodsId=3`);
    });

    it('submits a paid application and goes to its payment order', async () => {
        renderApply('?goodsId=2');
        await screen.findByText('Sectigo PositiveSSL DV');
        type(/域名/, 'www.example.com');
        expect((await screen.findByTestId('ssl-record-preview')).textContent).toContain('_dnsauth.www.example.com');
        pasteCsr(CSR);
        await choose(/联系人/, '张伟');
        submit();
        await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/payment\/order\/\d+$/));
        const orderId = screen.getByTestId('where').textContent!.split('/').pop();
        expect(getDemoDb().orders.find(order => order.orderId === orderId)).toMatchObject({ goodsType: 20, buyPayable: 19_900 });
    });

    it('adds the validation record with one click when the domain is hosted here', async () => {
        // a zone within its plan's record limit (the big zone is over it and refuses new records)
        const zone = getDemoDb().domains.find(domain => domain.userId === 1 && domain.recordCount < 100)!;
        const form = renderApply('?goodsId=1');
        await screen.findByText('TrustAsia DV 免费版');
        type(/域名/, `www.${zone.domain}`);
        pasteCsr(CSR);
        await choose(/联系人/, '张伟');
        submit('提交申请');
        await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/orderId=\d+$/));
        // the submitted order's page: its validation record, in the hosted zone, with the one-click add
        const sslOrderId = Number(screen.getByTestId('where').textContent!.split('=').pop());
        form.unmount();
        renderApply(`?orderId=${sslOrderId}`);
        const add = await screen.findByRole('button', { name: '一键添加记录' });
        expect(screen.getByText(`托管域名：${zone.domain}`)).toBeTruthy();
        const before = getDemoDb().records.length;
        fireEvent.click(add);
        await screen.findByRole('button', { name: '记录已添加' });
        expect(getDemoDb().records.length).toBe(before + 1);
        const record = getDemoDb().records[getDemoDb().records.length - 1];
        expect(record).toMatchObject({ d: zone.id, t: 'TXT', h: hostInZone(`_acme-challenge.www.${zone.domain}`, zone.domain) });
        fireEvent.click(screen.getByRole('button', { name: '立即检测验证' }));
        expect(await screen.findByText('验证通过，证书已签发')).toBeTruthy();
    });

    it('a key made in the browser is offered once, said to be not kept, and is in no storage', async () => {
        renderApply('?goodsId=2');
        await screen.findByText('Sectigo PositiveSSL DV');
        type(/域名/, 'www.example.com');
        await choose(/联系人/, '张伟');
        submit();
        const dialog = await screen.findByRole('dialog', { name: '保存您的私钥' }, { timeout: 10_000 });
        expect(within(dialog).getByText(/私钥不会保存在本浏览器中/)).toBeTruthy();
        expect(within(dialog).getByRole('button', { name: '下载私钥' })).toBeTruthy();
        const stored = [localStorage, sessionStorage].flatMap(storage => Object.values(storage));
        expect(stored.filter(value => value.includes('PRIVATE KEY'))).toEqual([]);
    });

    it("an issued order's page offers no private key, even one an earlier version stored", async () => {
        const order = getDemoDb().ssl.orders[0];
        order.csrSource = 'browser';
        localStorage.setItem(`dns-console.ssl.key.${order.id}`, '-----BEGIN PRIVATE KEY-----\nQUJD\n-----END PRIVATE KEY-----\n');
        renderApply(`?orderId=${order.id}`);
        await screen.findByRole('button', { name: '证书 + 证书链（.pem）' });
        expect(screen.queryByRole('button', { name: '私钥（.pem）' })).toBeNull();
        expect(screen.getByText(/不会在任何地方保存/)).toBeTruthy();
        localStorage.removeItem(`dns-console.ssl.key.${order.id}`);
    });
});
