import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_SECOND_USER } from '../../../demo/accounts';
import { getDemoDb } from '../../../demo/db';
import { DomainLicensePage } from './DomainLicensePage';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAccountScreen } from '../../../../tests/support/renderAccountScreen';

setupDemoServer();

const renderTab = (tab: 'receive' | 'initiate', userId = 1) =>
    renderAccountScreen('/account/domainLicense/:tab', <DomainLicensePage />, `/account/domainLicense/${tab}`, userId);

const rowOf = async (domain: string) => (await screen.findByText(domain)).closest('tr') as HTMLElement;

describe('domain licences', () => {
    it('lists what was offered to me with translated states; accepting asks first', async () => {
        renderTab('receive');
        const row = await rowOf('lisi-studio.com');
        expect(within(row).getByText('待接受')).toBeTruthy();
        expect(within(row).getByText(DEMO_SECOND_USER.account)).toBeTruthy();
        expect(within(await rowOf('weekend-photo.net')).getByText('已接受')).toBeTruthy();
        expect(within(await rowOf('mybakery.cn')).getByText('已拒绝')).toBeTruthy();
        // only a pending one can be answered
        expect(within(await rowOf('weekend-photo.net')).queryByRole('button', { name: '接受' })).toBeNull();
        fireEvent.click(within(row).getByRole('button', { name: '接受' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toContain('确定接受域名 lisi-studio.com 的授权？');
        fireEvent.click(within(dialog).getByRole('button', { name: '接受' }));
        await screen.findByText('已接受授权');
        expect(getDemoDb().domainLicenses.find(licence => licence.domain === 'lisi-studio.com')!.status).toBe(1);
        await waitFor(() => expect(within(screen.getByText('lisi-studio.com').closest('tr') as HTMLElement).getByText('已接受')).toBeTruthy());
    });

    it('revokes one I initiated after a confirmation', async () => {
        renderTab('initiate');
        const row = await rowOf('dnsconsole-demo.cn');
        expect(within(row).getByText('已接受')).toBeTruthy();
        expect(within(await rowOf('example.org')).getByText('已撤销')).toBeTruthy();
        fireEvent.click(within(row).getByRole('button', { name: '撤销' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: '撤销' }));
        await screen.findByText('已撤销授权');
        expect(getDemoDb().domainLicenses.find(licence => licence.domain === 'dnsconsole-demo.cn')!.status).toBe(3);
    });

    it('shares a domain: the field says what is missing, a refusal keeps what was typed, then it is listed', async () => {
        renderTab('initiate');
        await rowOf('example.org');
        fireEvent.click(screen.getByTestId('license-create'));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: '授权' }));
        await within(dialog).findByText('请选择域名');
        expect(within(dialog).getByText('请输入对方账号')).toBeTruthy();

        const domain = within(dialog).getByRole('combobox', { name: /域名/ });
        fireEvent.change(domain, { target: { value: 'example.com' } });
        fireEvent.click(await screen.findByRole('option', { name: 'example.com' }));
        const account = within(dialog).getByRole('textbox', { name: /对方账号/ }) as HTMLInputElement;
        fireEvent.change(account, { target: { value: 'nobody@example.com' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '授权' }));
        await screen.findByText('该账号不存在');
        expect(account.value).toBe('nobody@example.com');

        fireEvent.change(account, { target: { value: DEMO_SECOND_USER.account } });
        fireEvent.click(within(dialog).getByRole('button', { name: '授权' }));
        await screen.findByText('授权已发出，等待对方接受');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        const row = await rowOf('example.com');
        expect(within(row).getByText('待接受')).toBeTruthy();
    });

    it('says what to do when nothing was shared with me', async () => {
        getDemoDb().domainLicenses = [];
        renderTab('receive');
        await screen.findByText('暂无收到的授权');
        expect(screen.getByText(/请把您的用户名、邮箱或手机号告诉对方/)).toBeTruthy();
    });
});
