import { GOODS_TYPE, ORDER_STATUS } from '../../data/orders/codes';
import {
    FACE_AUTH_PATH,
    FACE_METHODS,
    PROVIDER_REQUEST_PATH,
    REALNAME_INFO_PATH,
    REALNAME_ORDER_PATH,
    type FaceMethod,
    type RealnameStep,
} from '../../data/verification/api';
import { verificationCn } from '../../i18n/sections/verification';
import { idCardArea, isIdCardNumber, isRealName, maskIdNumber, maskRealName } from '../../validation/idCard';
import { FACE_PASS_AFTER_MS, REALNAME_FEE_CENTS, type DemoRealname } from '../account/realname';
import { catchUpOrders, createOrder } from '../commerce/lifecycle';
import { text } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb, DemoUser } from '../model';
import { formatDateTime } from '../time';

/**
 * Real-name verification in the demo backend (calls declared in data/verification/api.ts): the name and
 * ID number (checked with the console's own validators) and the fee order (goods type 40), then the face check
 * through a provider, which the demo passes FACE_PASS_AFTER_MS after it started. Verified, the user's info
 * says so (realnameStatus 1, name and number masked) and the shell's blocking dialog stops.
 */

const userOf = (db: DemoDb, userId: number): DemoUser => {
    const user = db.users.find(row => row.userId === userId);
    if (!user) throw new DemoError('invalid token', 401);
    return user;
};

/** The name and number sent, refused with the console's messages. */
const identityOf = (input: Record<string, unknown>): { name: string; idNumber: string } => {
    const name = text(input.realName);
    const idNumber = text(input.idNumber).toUpperCase();
    if (!name) throw new DemoError(verificationCn.validation.realNameRequired);
    if (!isRealName(name)) throw new DemoError(verificationCn.validation.realName);
    if (!idNumber) throw new DemoError(verificationCn.validation.idCardRequired);
    if (!isIdCardNumber(idNumber)) throw new DemoError(verificationCn.validation.idCard);
    return { name, idNumber };
};

/** Completes the verification: the record and the user's info. */
const complete = (user: DemoUser, realname: DemoRealname, at: Date): void => {
    realname.step = 'done';
    realname.time = formatDateTime(at);
    realname.area = idCardArea(realname.idNumber);
    user.realnameStatus = 1;
    user.realnameName = maskRealName(realname.name);
    user.realnameCertificateid = maskIdNumber(realname.idNumber);
    user.realnameCertificatetype = 1;
};

/** What time has done to the flow: the fee order paid (or ended unpaid), the face check passed. */
const catchUp = (db: DemoDb, user: DemoUser, now: Date): DemoRealname | null => {
    const realname = user.realname;
    if (!realname) return null;
    if (realname.step === 'info' && realname.orderId) {
        catchUpOrders(db, now);
        const order = db.orders.find(row => row.orderId === realname.orderId);
        if (order?.status === ORDER_STATUS.paid) realname.step = 'paid';
        else if (order && order.status !== ORDER_STATUS.pending) realname.orderId = undefined;
    }
    if (realname.step === 'face' && realname.faceStartedAt !== undefined && now.getTime() >= realname.faceStartedAt + FACE_PASS_AFTER_MS) {
        complete(user, realname, new Date(realname.faceStartedAt + FACE_PASS_AFTER_MS));
    }
    return realname;
};

const providerUrl = (method: string, certifyId: string): string =>
    method === 'alipay'
        ? `https://render.alipay.com/p/f/fd-ixpo7iia/index.html?certifyId=${certifyId}`
        : `https://open.weixin.qq.com/face/verify?certifyId=${certifyId}`;

const stepOf = (realname: DemoRealname | null): RealnameStep => {
    if (!realname) return 'info';
    if (realname.step === 'done') return 'done';
    if (realname.step === 'paid' || realname.step === 'face') return 'face';
    return realname.orderId ? 'fee' : 'info';
};

export const verificationRoutes = [
    /** designed: where the flow stands. */
    route.userGet(REALNAME_INFO_PATH, ({ db, session }) => {
        const user = userOf(db, session.userId);
        const realname = catchUp(db, user, new Date());
        const step = stepOf(realname);
        const done = step === 'done' && realname !== null;
        return ok({
            data: {
                step,
                realName: realname ? (done ? maskRealName(realname.name) : realname.name) : '',
                idNumber: realname ? (done ? maskIdNumber(realname.idNumber) : realname.idNumber) : '',
                feeCents: REALNAME_FEE_CENTS,
                orderId: realname?.orderId ?? '',
                method: realname?.method ?? '',
                certifyId: realname?.step === 'face' ? (realname.certifyId ?? '') : '',
                url: realname?.step === 'face' && realname.certifyId ? providerUrl(realname.method, realname.certifyId) : '',
                time: done ? realname?.time : '',
                area: done ? realname?.area : '',
            },
        });
    }),

    /** designed: the name and number, and the fee order (a pending one is answered again, with the new name). */
    route.userPost(REALNAME_ORDER_PATH, ({ db, session, input }) => {
        const user = userOf(db, session.userId);
        const now = new Date();
        const realname = catchUp(db, user, now);
        if (realname?.step === 'done' || user.realnameStatus === 1) throw new DemoError('您已完成实名认证');
        if (realname && realname.step !== 'info') throw new DemoError('认证费已支付，请继续完成人脸识别');
        const { name, idNumber } = identityOf(input);
        const taken = db.users.some(other => other.userId !== user.userId && other.realname?.step === 'done' && other.realname.idNumber === idNumber);
        if (taken) throw new DemoError('该身份证号已被其他账号认证');
        const pending = realname?.orderId ? db.orders.find(row => row.orderId === realname.orderId && row.status === ORDER_STATUS.pending) : undefined;
        const order =
            pending ??
            createOrder(
                db,
                {
                    userId: user.userId,
                    // designed goods type 40 "real-name fee" (not yet in GOODS_TYPE)
                    goodsType: GOODS_TYPE.realnameFee,
                    productInfo: '实名认证费',
                    buySum: 1,
                    buyPayable: REALNAME_FEE_CENTS,
                    orderExtra: {},
                },
                now,
            );
        user.realname = { step: 'info', name, idNumber, orderId: order.orderId, method: '', time: '', area: '' };
        const { orderId, buyPayable, status, expireTime } = order;
        return ok({ data: { orderId, buyPayable, status, expireTime } });
    }),

    /** known path, form-encoded {realName, idNumber, method}: starts the face check with the provider. */
    route.userPost(FACE_AUTH_PATH, ({ db, session, input }) => {
        const user = userOf(db, session.userId);
        const realname = catchUp(db, user, new Date());
        if (realname?.step === 'done') throw new DemoError('您已完成实名认证');
        if (!realname || realname.step === 'info') throw new DemoError('请先支付实名认证费');
        const { name, idNumber } = identityOf(input);
        if (name !== realname.name || idNumber !== realname.idNumber) throw new DemoError('姓名或身份证号与提交的认证信息不一致');
        const method = text(input.method);
        if (!FACE_METHODS.includes(method as FaceMethod)) throw new DemoError('请选择认证方式');
        const certifyId = `cert${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
        Object.assign(realname, { step: 'face', method, certifyId, faceStartedAt: Date.now() });
        return ok({ data: { certifyId, url: providerUrl(method, certifyId) } });
    }),

    /** designed body: the provider's calls; {action: 'query', certifyId} answers the face check's status. */
    route.userPost(PROVIDER_REQUEST_PATH, ({ db, session, input }) => {
        const action = text(input.action);
        if (action !== 'query') throw new DemoError('不支持的操作');
        const user = userOf(db, session.userId);
        const certifyId = text(input.certifyId);
        const realname = catchUp(db, user, new Date());
        if (!certifyId || !realname || realname.certifyId !== certifyId) throw new DemoError('认证记录不存在');
        return ok({ data: { certifyId, status: realname.step === 'done' ? 'passed' : 'pending' } });
    }),
];
