import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n/provider';
import { setupDemoServer } from '../../../../tests/support/server';
import { fakeDomainsBackend, makeDomain } from '../../../../tests/support/fakeDomains';
import { renderDomains } from '../../../../tests/support/renderDomains';

const server = setupDemoServer();

const seed = () =>
    fakeDomainsBackend(
        [makeDomain(1, 'alpha.com'), makeDomain(2, 'beta.cn'), makeDomain(3, 'gamma.net')],
        [
            { id: 9, name: '电商', weight: 1, remark: '大促', domainIds: '1' },
            { id: 10, name: '官网', weight: 2, remark: '', domainIds: '' },
        ],
    );

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('Domain groups', () => {
    it('lists name, sort, remark and domain count; the count links to My domains filtered by the group', async () => {
        server.use(...seed().handlers);
        renderDomains('/dns/domain/list/group');
        const row = await rowOf('电商');
        expect(within(row).getByText('大促')).toBeTruthy();
        const count = within(row).getByRole('link', { name: '1' });
        expect(decodeURIComponent(count.getAttribute('href')!)).toContain('/dns/domain/list/list?filter={"groupId":9}');
    });

    it('adds a group: the name is required, a refusal keeps what was typed, then it is listed', async () => {
        const backend = seed();
        server.use(...backend.handlers);
        renderDomains('/dns/domain/list/group');
        await rowOf('电商');
        fireEvent.click(screen.getByRole('button', { name: '添加分组' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        await within(dialog).findByText('必填');

        const name = within(dialog).getByRole('textbox', { name: /分组名称/ });
        fireEvent.change(name, { target: { value: '官网' } });
        fireEvent.change(within(dialog).getByRole('spinbutton', { name: /排序/ }), { target: { value: '5' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        await within(dialog).findByText('分组名称已存在');
        expect((name as HTMLInputElement).value).toBe('官网');

        fireEvent.change(name, { target: { value: '客户' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        await rowOf('客户');
        expect(backend.requests.filter(r => r.path === 'group/save').at(-1)?.body).toEqual({ id: 0, name: '客户', remark: '', weight: 5, domainIds: '' });
    });

    it('picks the domains of a group from the transfer list and moves them in and out', async () => {
        const backend = seed();
        server.use(...backend.handlers);
        renderDomains('/dns/domain/list/group');
        fireEvent.click(within(await rowOf('电商')).getByRole('button', { name: '管理域名' }));
        const dialog = await screen.findByRole('dialog');
        const available = await within(dialog).findByTestId('picker-available');
        const chosen = within(dialog).getByTestId('picker-chosen');
        expect(within(chosen).getByText('alpha.com')).toBeTruthy();

        fireEvent.change(within(available).getByRole('textbox'), { target: { value: ' BETA ' } });
        expect(within(available).queryByText('gamma.net')).toBeNull();
        fireEvent.click(within(available).getByText('beta.cn'));
        fireEvent.click(within(dialog).getByRole('button', { name: '加入所选' }));
        fireEvent.click(within(chosen).getByText('alpha.com'));
        fireEvent.click(within(dialog).getByRole('button', { name: '移出所选' }));
        expect(within(chosen).getByText('beta.cn')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

        await screen.findByText('分组已更新');
        const moves = backend.requests.filter(r => r.path === 'group/move').map(r => r.body);
        expect(moves).toEqual([
            { groupId: 9, domainIds: '2' },
            { groupId: 0, domainIds: '1' },
        ]);
        await waitFor(() => expect(backend.state.groups.find(g => g.id === 9)?.domainIds).toBe('2'));
    });

    it('deletes a group after a confirmation saying its domains are kept', async () => {
        const backend = seed();
        server.use(...backend.handlers);
        renderDomains('/dns/domain/list/group');
        fireEvent.click(within(await rowOf('电商')).getByRole('button', { name: '删除' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(/1 个域名会保留/)).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
        await screen.findByText('删除成功');
        await waitFor(() => expect(screen.queryByRole('link', { name: '电商' })).toBeNull());
        expect(backend.requests.find(r => r.path === 'group/delete')?.body).toEqual({ ids: '9' });
    });

    describe('an empty group', () => {
        afterEach(() => i18nProvider.changeLocale('cn'));

        it('is deleted without a word about domains it does not hold', async () => {
            server.use(...seed().handlers);
            renderDomains('/dns/domain/list/group');
            fireEvent.click(within(await rowOf('官网')).getByRole('button', { name: '删除' }));
            const dialog = await screen.findByRole('dialog');
            expect(dialog.textContent).toContain('该分组中没有域名');
            expect(dialog.textContent).not.toContain('0 个域名');
        });

        it('says so in English', async () => {
            await i18nProvider.changeLocale('en');
            server.use(...seed().handlers);
            renderDomains('/dns/domain/list/group');
            fireEvent.click(within(await rowOf('官网')).getByRole('button', { name: 'Delete' }));
            const dialog = await screen.findByRole('dialog');
            expect(dialog.textContent).toContain('It holds no domains.');
            expect(dialog.textContent).not.toContain('0 domains');
        });
    });
});
