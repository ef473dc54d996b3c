import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Domain } from '../../../data/domains/api';
import { setupDemoServer } from '../../../../tests/support/server';
import { fakeDomainsBackend, makeDomain } from '../../../../tests/support/fakeDomains';
import { renderDomains } from '../../../../tests/support/renderDomains';

const server = setupDemoServer();

const seed = () =>
    fakeDomainsBackend(
        [
            makeDomain(1, 'alpha.com', { remarks: '主站' }),
            makeDomain(2, 'beta.cn', { whoisStatus: 2, errorInfo: '["ns1.other.net"]' }),
            makeDomain(3, 'gamma.net', {
                whoisStatus: 0,
                status: 3,
                consume: { product: { productName: '企业版' }, consume: { effectEndTime: '2001-01-01 00:00:00' } },
            }),
        ],
        [{ id: 9, name: '电商', weight: 1, remark: '', domainIds: '1' }],
    );

const rowOf = async (domain: string) => (await screen.findByRole('link', { name: domain })).closest('tr')!;

describe('My domains', () => {
    it('shows each domain with status, NS check, plan and its group, the groups read in one call', async () => {
        const backend = seed();
        server.use(...backend.handlers);
        renderDomains();
        const alpha = await rowOf('alpha.com');
        expect(within(alpha).getByText('电商')).toBeTruthy();
        expect(within(alpha).getByText('正常')).toBeTruthy();
        expect(within(alpha).getByText('免费版')).toBeTruthy();
        expect(within(alpha).getByRole('link', { name: 'alpha.com' }).getAttribute('href')).toBe('/dns/domain/list/admin/alpha.com/1/7/record');
        const gamma = await rowOf('gamma.net');
        expect(within(gamma).getByText('检测中')).toBeTruthy();
        expect(within(gamma).getByText('已暂停')).toBeTruthy();
        expect(within(gamma).getByText('已于 2001-01-01 到期')).toBeTruthy();
        expect(within(gamma).getByText('未分组')).toBeTruthy();
        expect(backend.requests.filter(r => r.path === 'group/list')).toHaveLength(1);

        fireEvent.click(within(await rowOf('beta.cn')).getByText('DNS服务器错误'));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(/30天后被删除/)).toBeTruthy();
        expect(within(dialog).getByText('ns1.dnsconsole.cn')).toBeTruthy();
        expect(within(dialog).getByText(/注册商处的DNS服务器仍为 ns1\.other\.net：请修改为 ns1\.dnsconsole\.cn、ns2/)).toBeTruthy();
    });

    it('lists rows of the wrong types: a null name, numbers as text, a plan that is not one', async () => {
        const wrong = (fields: Record<string, unknown>) => fields as unknown as Domain;
        const backend = fakeDomainsBackend([
            makeDomain(1, 'alpha.com'),
            makeDomain(2, '', wrong({ domain: null, remarks: null, createTime: null })),
            makeDomain(3, '', wrong({ domain: 12345, remarks: 42, recordCount: 'many', consume: 'gold' })),
            makeDomain(4, '', wrong({ domain: { name: 'object.com' }, status: [1] })),
        ]);
        server.use(...backend.handlers);
        renderDomains();
        await rowOf('alpha.com');
        expect(await screen.findByRole('link', { name: '12345' })).toBeTruthy();
        expect(screen.getByText('42')).toBeTruthy();
        // the header and four rows
        expect(screen.getAllByRole('row')).toHaveLength(5);
    });

    it('adding a domain: the SPEC rule at the field, a refusal keeps the typed text, then the way to its records', async () => {
        const backend = seed();
        server.use(...backend.handlers);
        renderDomains();
        await rowOf('alpha.com');
        fireEvent.click(screen.getByRole('button', { name: '添加域名' }));
        let dialog = await screen.findByRole('dialog');
        const input = within(dialog).getByRole('textbox', { name: /域名/ });

        fireEvent.change(input, { target: { value: 'not_a domain' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        await within(dialog).findByText('域名格式错误');
        expect(backend.requests.some(r => r.path === 'domain/save')).toBe(false);

        fireEvent.change(input, { target: { value: ' alpha.com ' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        await within(dialog).findByText('域名已存在');
        expect((input as HTMLInputElement).value).toBe(' alpha.com ');

        fireEvent.change(input, { target: { value: 'delta.io' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
        dialog = await screen.findByRole('dialog');
        await within(dialog).findByText('已添加 delta.io');
        expect(backend.requests.filter(r => r.path === 'domain/save').at(-1)?.body).toMatchObject({ operation_type: 'add', domain: 'delta.io', id: 0 });
        fireEvent.click(within(dialog).getByRole('button', { name: '添加解析记录' }));
        await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dns/domain/list/admin/delta.io/4/7/record'));
    });

    it('edits a remark in place: Enter saves, a refusal shows the msg and keeps the text, Esc cancels', async () => {
        const backend = seed();
        server.use(...backend.handlers);
        renderDomains();
        const alpha = await rowOf('alpha.com');
        fireEvent.click(within(alpha).getByRole('button', { name: '修改 alpha.com 的备注' }));
        let field = within(alpha).getByRole('textbox', { name: 'alpha.com 的备注' });
        fireEvent.change(field, { target: { value: 'bad words' } });
        fireEvent.keyDown(field, { key: 'Enter' });
        await within(alpha).findByText('备注包含敏感词');
        expect((field as HTMLInputElement).value).toBe('bad words');
        // said once, under the field: no toast repeats it
        expect(screen.getAllByText('备注包含敏感词')).toHaveLength(1);

        fireEvent.keyDown(field, { key: 'Escape' });
        expect(within(alpha).queryByRole('textbox')).toBeNull();
        expect(within(alpha).getByText('主站')).toBeTruthy();

        fireEvent.click(within(alpha).getByRole('button', { name: '修改 alpha.com 的备注' }));
        field = within(alpha).getByRole('textbox', { name: 'alpha.com 的备注' });
        fireEvent.change(field, { target: { value: '  官网 ' } });
        fireEvent.keyDown(field, { key: 'Enter' });
        await waitFor(async () => expect(within(await rowOf('alpha.com')).getByText('官网')).toBeTruthy());
        expect(backend.requests.filter(r => r.path === 'attr').at(-1)?.body).toEqual({ id: 1, remarks: '官网' });
    });

    it('deletes a domain after a confirmation naming it', async () => {
        const backend = seed();
        server.use(...backend.handlers);
        renderDomains();
        fireEvent.click(within(await rowOf('beta.cn')).getByRole('button', { name: '删除' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('删除 beta.cn？')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
        await waitFor(() => expect(screen.queryByRole('link', { name: 'beta.cn' })).toBeNull());
        expect(backend.requests.find(r => r.path === 'delete')?.body).toEqual({ ids: '2' });
    });

    it('says what to do when there is no domain yet', async () => {
        server.use(...fakeDomainsBackend([]).handlers);
        renderDomains();
        await screen.findByText('还没有域名');
        expect(within(screen.getByTestId('domains-empty')).getByRole('button', { name: '添加域名' })).toBeTruthy();
    });

    it('narrows the list from its search box, the group filter beside it', async () => {
        const backend = seed();
        server.use(...backend.handlers);
        renderDomains();
        const search = await screen.findByPlaceholderText('搜索域名');
        await rowOf('alpha.com');
        expect(screen.getByRole('combobox', { name: '分组' })).toBeTruthy();
        fireEvent.change(search, { target: { value: 'beta' } });
        await waitFor(() => expect(screen.queryByRole('link', { name: 'alpha.com' })).toBeNull());
        expect(screen.getByRole('link', { name: 'beta.cn' })).toBeTruthy();
        expect(backend.requests.filter(r => r.path === 'domain/list').at(-1)!.body.domain).toBe('beta');
    });
});
