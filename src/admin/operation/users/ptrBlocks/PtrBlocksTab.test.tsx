import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppUserShow } from '../AppUserShow';
import { getDemoDb } from '../../../../demo/db';
import { i18nProvider } from '../../../../i18n/provider';
import { setupDemoServer } from '../../../../../tests/support/server';
import { renderAdminScreen } from '../../../../../tests/support/renderAdminScreen';

setupDemoServer();

const openTab = async () => {
    renderAdminScreen(
        '/operation/users/1?tab=ptrBlocks',
        <Routes>
            <Route path="/operation/users/:id" element={<AppUserShow />} />
        </Routes>,
    );
    await screen.findByText('10.0.0.0/8');
};

/** The row of a block (its first cell; a block holding a zone of its own size names it again). */
const rowOf = (block: string) => screen.getAllByText(block)[0].closest('tr')!;

const assign = async (block: string, label: RegExp, remark?: { label: RegExp; value: string }) => {
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value: block } });
    if (remark) fireEvent.change(within(dialog).getByLabelText(remark.label), { target: { value: remark.value } });
    return dialog;
};

describe("the account's address blocks (a tab of the account page)", { timeout: 45_000 }, () => {
    afterEach(() => i18nProvider.changeLocale('cn'));

    it("lists the blocks with the zones inside, assigns one (refused at the field when it overlaps another account's) and takes one back", async () => {
        await openTab();
        expect(screen.getByRole('tab', { name: '地址块', selected: true })).toBeTruthy();
        expect(within(rowOf('192.0.2.0/24')).getByText('机房A 公网段')).toBeTruthy();
        // a block holding a reverse zone cannot be taken back
        expect(within(rowOf('192.0.2.0/24')).getByRole('button', { name: '收回' }).hasAttribute('disabled')).toBe(true);

        fireEvent.click(screen.getByRole('button', { name: '分配地址块' }));
        // another account's block is known to the server only: its refusal names the account, at the field
        let dialog = await assign('203.0.112.0/23', /地址块（CIDR）/);
        fireEvent.click(within(dialog).getByRole('button', { name: '分配地址块' }));
        await within(dialog).findByText('与账号 13900139000 的地址块 203.0.113.0/24 重叠');

        dialog = await assign('2001:DB9::/32', /地址块（CIDR）/, { label: /备注/, value: '新机房' });
        fireEvent.click(within(dialog).getByRole('button', { name: '分配地址块' }));
        await screen.findByText('地址块已分配');
        await screen.findByText('2001:db9::/32');
        expect(getDemoDb().ptr.blocks.at(-1)).toMatchObject({ userId: 1, block: '2001:db9::/32', remark: '新机房' });

        fireEvent.click(within(rowOf('198.51.100.0/24')).getByRole('button', { name: '收回' }));
        const confirm = await screen.findByRole('dialog');
        within(confirm).getByText('收回 198.51.100.0/24？');
        fireEvent.click(within(confirm).getByRole('button', { name: '确认' }));
        await screen.findByText('地址块已收回');
        await waitFor(() => expect(screen.queryByText('198.51.100.0/24')).toBeNull());
    });

    it('speaks English, and refuses at the field what the rules refuse before sending', async () => {
        await i18nProvider.changeLocale('en');
        await openTab();
        expect(screen.getByRole('tab', { name: 'Address blocks', selected: true })).toBeTruthy();
        expect(screen.getByRole('columnheader', { name: 'Reverse zones inside' })).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Assign block' }));
        const dialog = await assign('198.51.100.7/22', /Block \(CIDR\)/);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Assign block' }));
        await within(dialog).findByText('The host bits must be zero: did you mean 198.51.100.0/22?');
        await assign('10.9.0.0/16', /Block \(CIDR\)/);
        await within(dialog).findByText('It overlaps 10.0.0.0/8, already assigned to this account');
        expect(getDemoDb().ptr.blocks).toHaveLength(5);
    });
});
