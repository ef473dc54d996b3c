import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubAccountsPage } from './SubAccountsPage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAccountScreen } from '../../../../tests/support/renderAccountScreen';

setupDemoServer();

const renderPage = (locale: 'cn' | 'en' = 'cn') => renderAccountScreen('/account/subaccounts', <SubAccountsPage />, '/account/subaccounts', 1, locale);

const TEXTS = {
    cn: {
        invite: '邀请子账号',
        name: /^名称/,
        account: /^邮箱或手机号/,
        submit: '邀请',
        nameRequired: '请输入名称',
        invalid: '请输入正确的邮箱或手机号',
        viewer: /^只读/,
        done: '完成',
    },
    en: {
        invite: 'Invite a sub-account',
        name: /^Name/,
        account: /^Mail or mobile/,
        submit: 'Invite',
        nameRequired: 'Enter a name',
        invalid: 'Enter a valid mail or mobile',
        viewer: /^Read only/,
        done: 'Done',
    },
} as const;

describe('sub-accounts screen', () => {
    it('lists the seeded sub-account: its sign-in, role and groups', async () => {
        renderPage();
        const [row] = await screen.findAllByTestId('sub-account-row');
        expect(row.textContent).toContain('运维-小王');
        expect(row.textContent).toContain('ops@dnsconsole.cn');
        expect(row.textContent).toContain('记录编辑');
    });

    it.each(['cn', 'en'] as const)('%s: checks the draft, invites by mobile with a role, and shows the first password once', async locale => {
        const text = TEXTS[locale];
        renderPage(locale);
        await screen.findAllByTestId('sub-account-row');
        fireEvent.click(screen.getByRole('button', { name: text.invite }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.change(within(dialog).getByRole('textbox', { name: text.account }), { target: { value: 'nope' } });
        fireEvent.click(within(dialog).getByRole('button', { name: text.submit }));
        await within(dialog).findByText(text.nameRequired);
        expect(within(dialog).getByText(text.invalid)).toBeTruthy();
        fireEvent.change(within(dialog).getByRole('textbox', { name: text.name }), { target: { value: '财务-小李' } });
        fireEvent.change(within(dialog).getByRole('textbox', { name: text.account }), { target: { value: '13600136000' } });
        fireEvent.click(within(dialog).getByRole('radio', { name: text.viewer }));
        fireEvent.click(within(dialog).getByRole('button', { name: text.submit }));
        const password = await screen.findByTestId('sub-account-password');
        const stored = getDemoDb().subAccounts.find(sub => sub.account === '13600136000')!;
        expect(stored).toMatchObject({ name: '财务-小李', role: 'viewer', resourceType: 'all' });
        expect(password.textContent).toBe(stored.password);
        fireEvent.click(screen.getByRole('button', { name: text.done }));
        await waitFor(() => expect(screen.getAllByTestId('sub-account-row')).toHaveLength(2));
    });

    it('changes a role, and revokes after a confirmation', async () => {
        renderPage();
        await screen.findAllByTestId('sub-account-row');
        fireEvent.click(screen.getByRole('button', { name: '编辑 运维-小王' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).queryByRole('textbox', { name: /^邮箱或手机号/ })).toBeNull();
        fireEvent.click(within(dialog).getByRole('radio', { name: /^域名管理员/ }));
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(getDemoDb().subAccounts[0].role).toBe('domainAdmin'));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        fireEvent.click(screen.getByRole('button', { name: '撤销 运维-小王' }));
        const confirm = await screen.findByRole('dialog');
        fireEvent.click(within(confirm).getByRole('button', { name: '撤销' }));
        await screen.findByText('还没有子账号');
        expect(getDemoDb().subAccounts).toHaveLength(0);
    });
});
