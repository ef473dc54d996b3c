import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SECOND_USER } from '../accounts';
import { FACE_PASS_AFTER_MS, REALNAME_FEE_CENTS } from '../account/realname';
import { settleOrder } from '../commerce/settle';
import { getDemoDb } from '../db';
import { ORDER_STATUS, PAY_METHOD } from '../../data/orders/codes';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

const ID = '440304198512154565';
const NAME = '李娜';
const second = () => loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);
const info = async (token: string) => (await call('app/account/realname/info', { token })).data as Record<string, unknown>;
const order = (token: string, realName: string, idNumber: string) => call('app/account/realname/order', { token, json: { realName, idNumber } });
const face = (token: string, method = 'wechat', realName = NAME, idNumber = ID) =>
    call('app/product/user/auth', { token, form: { realName, idNumber, method } });
const query = (token: string, certifyId: string) => call('app/account/request', { token, json: { action: 'query', certifyId } });

const payFee = (orderId: string) => {
    const db = getDemoDb();
    settleOrder(
        db,
        db.orders.find(row => row.orderId === orderId)!,
        PAY_METHOD.walletB,
        new Date(),
    );
};

afterEach(() => {
    vi.useRealTimers();
});

describe('demo backend: real-name verification', () => {
    it('answers the seeded first user as done, masked', async () => {
        const data = await info(await loginUser());
        expect(data).toMatchObject({ step: 'done', realName: '张*', idNumber: '1101**********1234', method: 'wechat', area: '北京市' });
        expect(data.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });

    it('goes through info -> fee -> face -> done for the second user, and the user info says verified', async () => {
        const token = await second();
        expect(await info(token)).toMatchObject({ step: 'info', realName: '', orderId: '', feeCents: REALNAME_FEE_CENTS });

        const created = await order(token, NAME, ID);
        expect(created.code).toBe(1);
        const fee = created.data as { orderId: string; buyPayable: number; status: number };
        expect(fee).toMatchObject({ buyPayable: REALNAME_FEE_CENTS, status: ORDER_STATUS.pending });
        expect(getDemoDb().orders.find(row => row.orderId === fee.orderId)).toMatchObject({ goodsType: 40, userId: 2 });
        expect(await info(token)).toMatchObject({ step: 'fee', orderId: fee.orderId, realName: NAME, idNumber: ID });

        // a second submission (the name corrected) answers the same pending order
        const again = (await order(token, '李娜娜', ID)).data as { orderId: string };
        expect(again.orderId).toBe(fee.orderId);
        expect(await info(token)).toMatchObject({ realName: '李娜娜' });
        await order(token, NAME, ID);

        expect(await face(token)).toEqual({ code: 500, msg: '请先支付实名认证费' });
        payFee(fee.orderId);
        expect(await info(token)).toMatchObject({ step: 'face', certifyId: '' });
        expect(await order(token, NAME, ID)).toEqual({ code: 500, msg: '认证费已支付，请继续完成人脸识别' });

        expect(await face(token, 'wechat', '王五')).toEqual({ code: 500, msg: '姓名或身份证号与提交的认证信息不一致' });
        expect(await face(token, 'carrier-pigeon')).toEqual({ code: 500, msg: '请选择认证方式' });
        const started = await face(token, 'alipay');
        expect(started.code).toBe(1);
        const { certifyId, url } = started.data as { certifyId: string; url: string };
        expect(url).toContain(certifyId);
        expect(await info(token)).toMatchObject({ step: 'face', certifyId, method: 'alipay', url });
        expect((await query(token, certifyId)).data).toMatchObject({ status: 'pending' });
        expect(await query(token, 'other')).toEqual({ code: 500, msg: '认证记录不存在' });
        expect(await call('app/account/request', { token, json: { action: 'drop', certifyId } })).toEqual({ code: 500, msg: '不支持的操作' });

        // the provider reports it passed FACE_PASS_AFTER_MS after it started
        const user = getDemoDb().users.find(row => row.userId === 2)!;
        user.realname!.faceStartedAt = Date.now() - FACE_PASS_AFTER_MS;
        expect((await query(token, certifyId)).data).toMatchObject({ status: 'passed' });
        expect(await info(token)).toMatchObject({ step: 'done', realName: '李*', idNumber: '4403**********4565', method: 'alipay', area: '广东省' });
        expect((await call('app/account/userinfo', { token })).user).toMatchObject({
            realnameStatus: 1,
            realnameName: '李*',
            realnameCertificateid: '4403**********4565',
        });
        expect(await order(token, NAME, ID)).toEqual({ code: 500, msg: '您已完成实名认证' });
    });

    it.each([
        ['', ID, '请输入真实姓名'],
        ['李3', ID, '请输入与身份证一致的姓名：中文或字母，可用 · 分隔'],
        [NAME, '', '请输入身份证号'],
        [NAME, '440304198512154566', '二代身份证格式错误'],
        [NAME, '44030419851215456', '二代身份证格式错误'],
        [NAME, '440304198513154565', '二代身份证格式错误'],
    ])('refuses %j / %j: %s', async (realName, idNumber, msg) => {
        const token = await second();
        const before = getDemoDb().orders.length;
        expect(await order(token, realName, idNumber)).toEqual({ code: 500, msg });
        expect(getDemoDb().orders.length).toBe(before);
    });

    it('refuses an ID number another account has verified', async () => {
        expect(await order(await second(), '张伟', '110101199003091234')).toEqual({ code: 500, msg: '该身份证号已被其他账号认证' });
    });

    it('drops a fee order that expired unpaid: back to the identity step', async () => {
        const token = await second();
        const { orderId } = (await order(token, NAME, ID)).data as { orderId: string };
        getDemoDb().orders.find(row => row.orderId === orderId)!.expireTime = '2000-01-01 00:00:00';
        expect(await info(token)).toMatchObject({ step: 'info', orderId: '', realName: NAME });
        const next = (await order(token, NAME, ID)).data as { orderId: string };
        expect(next.orderId).not.toBe(orderId);
    });

    it('needs a session', async () => {
        expect((await call('app/account/realname/info')).code).toBe(401);
    });
});
