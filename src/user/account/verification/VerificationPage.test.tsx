import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FACE_PASS_AFTER_MS } from '../../../demo/account/realname';
import { SETTLE_AFTER_MS } from '../../../demo/commerce/lifecycle';
import { getDemoDb } from '../../../demo/db';
import { USER_INFO_KEY } from '../../../data/account/useUserInfo';
import { ORDER_STATUS } from '../../../data/orders/codes';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderVerification } from './renderVerification';

setupDemoServer();

const ID = '440304198512154565';
const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const secondUser = () => getDemoDb().users.find(row => row.userId === 2)!;
const feeOrders = () => getDemoDb().orders.filter(order => Number(order.goodsType) === 40);
const fillIdentity = async (realName: string, idNumber: string) => {
    await screen.findByTestId('identity-form');
    fireEvent.change(input('realName'), { target: { value: realName } });
    fireEvent.change(input('idNumber'), { target: { value: idNumber } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
};

describe('real-name verification', () => {
    it('shows the seeded verified user as completed, masked', async () => {
        renderVerification(1);
        const done = await screen.findByTestId('verification-done');
        expect(within(done).getByText('实名认证已完成')).toBeTruthy();
        expect(screen.getByTestId('done-name').textContent).toBe('张*');
        expect(screen.getByTestId('done-idNumber').textContent).toBe('1101**********1234');
        expect(screen.getByTestId('done-method').textContent).toBe('微信');
        expect(screen.getByTestId('done-area').textContent).toBe('北京市');
        expect(screen.getByTestId('verification-stepper').getAttribute('data-step')).toBe('done');
    });

    it('checks the name and the ID number at the field and sends nothing', async () => {
        renderVerification();
        await fillIdentity('李3', '440304198512154566');
        await screen.findByText('二代身份证格式错误');
        expect(screen.getByText('请输入与身份证一致的姓名：中文或字母，可用 · 分隔')).toBeTruthy();
        expect(feeOrders()).toHaveLength(0);
        // a date that does not exist fails too, though its checksum may be right
        fireEvent.change(input('idNumber'), { target: { value: '11010519490230002X' } });
        fireEvent.click(screen.getByRole('button', { name: '下一步' }));
        await screen.findByText('二代身份证格式错误');
    });

    it('shows the server refusal and keeps what was typed', async () => {
        renderVerification();
        await fillIdentity('张伟', '110101199003091234');
        await screen.findByText('该身份证号已被其他账号认证');
        expect(input('realName').value).toBe('张伟');
        expect(input('idNumber').value).toBe('110101199003091234');
        expect(feeOrders()).toHaveLength(0);
    });

    it('goes from the identity through the fee and the face check to completed, and reads the user info again', async () => {
        const { queryClient } = renderVerification();
        await fillIdentity('李娜', ID);

        // the fee: 1.00, paid by scanning the code of the chosen channel
        await screen.findByTestId('fee-step');
        expect(screen.getByTestId('fee-amount').textContent).toBe('认证费：¥1.00');
        expect(screen.getByText(/4403\*{10}4565/)).toBeTruthy();
        const pay = screen.getByTestId('fee-pay') as HTMLButtonElement;
        await waitFor(() => expect(pay.disabled).toBe(false));
        fireEvent.click(pay);
        await screen.findByTestId('pay-qr', {}, { timeout: 4000 });
        // the channel reports it paid (the demo does SETTLE_AFTER_MS after the start)
        const order = feeOrders()[0];
        order.payStartedAt = Date.now() - SETTLE_AFTER_MS;

        await screen.findByTestId('face-step', {}, { timeout: 10_000 });
        expect(order.status).toBe(ORDER_STATUS.paid);
        fireEvent.click(screen.getByLabelText('支付宝'));
        fireEvent.click(screen.getByTestId('face-start'));
        const qr = await screen.findByTestId('face-qr');
        expect(qr.getAttribute('data-url')).toContain(secondUser().realname!.certifyId);
        expect(screen.getByText('请使用支付宝扫码完成人脸识别')).toBeTruthy();

        queryClient.setQueryData(USER_INFO_KEY, { realnameStatus: 0 });
        secondUser().realname!.faceStartedAt = Date.now() - FACE_PASS_AFTER_MS;
        await screen.findByTestId('verification-done', {}, { timeout: 6000 });
        expect(screen.getByTestId('done-name').textContent).toBe('李*');
        expect(screen.getByTestId('done-idNumber').textContent).toBe('4403**********4565');
        expect(screen.getByTestId('done-method').textContent).toBe('支付宝');
        expect(screen.getByTestId('done-area').textContent).toBe('广东省');
        expect(queryClient.getQueryState(USER_INFO_KEY)?.isInvalidated).toBe(true);
        expect(secondUser().realnameStatus).toBe(1);
    }, 30_000);

    it('resumes a face check in progress after a reload', async () => {
        const user = secondUser();
        user.realname = { step: 'face', name: '李娜', idNumber: ID, method: 'wechat', certifyId: 'cert-resume', faceStartedAt: Date.now(), time: '', area: '' };
        renderVerification();
        const qr = await screen.findByTestId('face-qr');
        expect(qr.getAttribute('data-url')).toContain('cert-resume');
        expect(screen.getByText('请使用微信扫码完成人脸识别')).toBeTruthy();
        expect(screen.getByTestId('verification-stepper').getAttribute('data-step')).toBe('face');
    });

    it('lets the name be changed before paying, keeping the same fee order', async () => {
        renderVerification();
        await fillIdentity('李娜', ID);
        await screen.findByTestId('fee-step');
        const [first] = feeOrders();
        fireEvent.click(screen.getByRole('button', { name: '修改姓名或身份证号' }));
        await screen.findByTestId('identity-form');
        expect(input('realName').value).toBe('李娜');
        fireEvent.change(input('realName'), { target: { value: '李娜娜' } });
        fireEvent.click(screen.getByRole('button', { name: '下一步' }));
        await screen.findByTestId('fee-step');
        expect(screen.getByText(/李娜娜/)).toBeTruthy();
        expect(feeOrders()).toHaveLength(1);
        expect(feeOrders()[0].orderId).toBe(first.orderId);
    });
});
