import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManualRechargePage } from './ManualRechargePage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

setupDemoServer();

const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`[name="${name}"]`) as Element, { target: { value } });

describe('manual recharge', () => {
    it('asks with the user and the amount, then shows the new balance', async () => {
        const before = getDemoDb().users.find(user => user.userId === 5)!;
        expect(before.username).toBe('lixiaolong');
        const balance = before.propertyBalance;
        renderAdminScreen('/operation/recharge?userId=5', <ManualRechargePage />);
        await screen.findByText('当前余额：¥500.00');

        fill('amount', '100');
        fill('reason', '线下转账');
        fireEvent.click(screen.getByRole('button', { name: '充值' }));
        const dialog = await screen.findByRole('dialog');
        within(dialog).getByText('确认为 lixiaolong 充值 ¥100.00？');
        expect(getDemoDb().users.find(user => user.userId === 5)!.propertyBalance).toBe(balance);

        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
        await screen.findByText('充值成功');
        await screen.findByText('lixiaolong 的当前余额：¥600.00');
        expect(getDemoDb().users.find(user => user.userId === 5)!.propertyBalance).toBe(balance + 10000);
        // the history lists it and the amount field is empty again
        await within(await screen.findByTestId('recharge-history')).findByText('线下转账');
        expect((document.querySelector('[name="amount"]') as HTMLInputElement).value).toBe('');
    }, 20_000);

    it('credits once when the confirm button is pressed twice before it re-renders', async () => {
        const balance = getDemoDb().users.find(user => user.userId === 5)!.propertyBalance;
        renderAdminScreen('/operation/recharge?userId=5', <ManualRechargePage />);
        await screen.findByText(/当前余额/);
        fill('amount', '100');
        fill('reason', '双击');
        fireEvent.click(screen.getByRole('button', { name: '充值' }));
        const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: '确认' });
        fireEvent.click(confirm);
        fireEvent.click(confirm);
        await screen.findByText('充值成功');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(getDemoDb().users.find(user => user.userId === 5)!.propertyBalance).toBe(balance + 10000);
        expect(getDemoDb().recharges.filter(row => row.reason === '双击')).toHaveLength(1);
    }, 20_000);

    it('refuses a fractional amount at the field and asks nothing', async () => {
        renderAdminScreen('/operation/recharge?userId=5', <ManualRechargePage />);
        await screen.findByText(/当前余额/);
        fill('amount', '100.5');
        fill('reason', 'x');
        fireEvent.click(screen.getByRole('button', { name: '充值' }));
        await screen.findByText('充值金额只能是整数');
        expect(screen.queryByRole('dialog')).toBeNull();

        fill('amount', '');
        fireEvent.click(screen.getByRole('button', { name: '充值' }));
        await screen.findByText('请输入充值金额');
    }, 20_000);

    it('above ¥10,000 asks to type the amount again, and credits only when it matches', async () => {
        const balance = getDemoDb().users.find(user => user.userId === 5)!.propertyBalance;
        renderAdminScreen('/operation/recharge?userId=5', <ManualRechargePage />);
        await screen.findByText(/当前余额/);
        fill('amount', '100000000');
        fill('reason', '大额');
        fireEvent.click(screen.getByRole('button', { name: '充值' }));
        const dialog = await screen.findByRole('dialog');
        const retype = await within(dialog).findByLabelText('再次输入充值金额（元）');
        fireEvent.change(retype, { target: { value: '10000000' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
        await within(dialog).findByText('两次输入的金额不一致');
        expect(getDemoDb().users.find(user => user.userId === 5)!.propertyBalance).toBe(balance);

        fireEvent.change(retype, { target: { value: '100,000,000' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
        await screen.findByText('充值成功');
        expect(getDemoDb().users.find(user => user.userId === 5)!.propertyBalance).toBe(balance + 10_000_000_000);
    }, 60_000);

    it('asks no retype at or below the threshold, and refuses a reason of spaces at the field', async () => {
        renderAdminScreen('/operation/recharge?userId=5', <ManualRechargePage />);
        await screen.findByText(/当前余额/);
        fill('amount', '100');
        fill('reason', '   ');
        fireEvent.click(screen.getByRole('button', { name: '充值' }));
        await screen.findByText('必填');
        expect(screen.queryByRole('dialog')).toBeNull();
        fill('reason', '小额');
        fireEvent.click(screen.getByRole('button', { name: '充值' }));
        await screen.findByRole('dialog');
        expect(screen.queryByLabelText('再次输入充值金额（元）')).toBeNull();
    }, 60_000);
});
