import * as v from 'valibot';
import { nested, num, oneOf, readAnswer, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

/**
 * Real-name verification: the flow's state (designed), the fee order (designed), the face verification through
 * a provider (app/product/user/auth, known, form-encoded) and its result through app/account/request (designed
 * body). The steps, in order: 'info' (name and ID number), 'fee' (the fee order to pay), 'face', 'done'.
 */

export const REALNAME_INFO_PATH = 'app/account/realname/info';
export const REALNAME_ORDER_PATH = 'app/account/realname/order';
export const FACE_AUTH_PATH = 'app/product/user/auth';
export const PROVIDER_REQUEST_PATH = 'app/account/request';

export type RealnameStep = 'info' | 'fee' | 'face' | 'done';
export const REALNAME_STEPS: readonly RealnameStep[] = ['info', 'fee', 'face', 'done'];

/** The face verification providers: the messaging app and the wallet. */
export type FaceMethod = 'wechat' | 'alipay';
export const FACE_METHODS: readonly FaceMethod[] = ['wechat', 'alipay'];

/** Where the flow stands (GET app/account/realname/info). */
export interface RealnameInfo {
    step: RealnameStep;
    /** The name and number given (plain before 'done', to their owner; masked once verified). */
    realName: string;
    idNumber: string;
    /** The fee, integer cents. */
    feeCents: number;
    /** The fee order ('' before one is created). */
    orderId: string;
    /** The provider of the face check ('' before it starts). */
    method: FaceMethod | '';
    /** A face check in progress: its id and the provider's URL to scan ('' otherwise). */
    certifyId: string;
    url: string;
    /** Once verified: when and where (the province of the ID number). */
    time: string;
    area: string;
}

/** The fee order (POST app/account/realname/order): paid like any order (app/pay/*). */
interface RealnameOrder {
    orderId: string;
    /** Integer cents. */
    buyPayable: number;
    status: number;
    expireTime: string;
}

/** A face check started (POST app/product/user/auth): the provider's page, shown as a QR code. */
export interface FaceStart {
    certifyId: string;
    url: string;
}

type FaceStatus = 'pending' | 'passed' | 'failed';

// How the answers are read (dataProvider/answers.ts).
const realnameInfo: RecordSchema<RealnameInfo> = row({
    step: oneOf(REALNAME_STEPS, 'info'),
    realName: text,
    idNumber: text,
    feeCents: num,
    orderId: text,
    method: oneOf<FaceMethod | ''>(['', ...FACE_METHODS], ''),
    certifyId: text,
    url: text,
    time: text,
    area: text,
});
/** The fee order is what the next step pays: an answer without its number is an unreadable answer, not an order to pay. */
const realnameOrder: RecordSchema<RealnameOrder> = row({ orderId: v.pipe(text, v.nonEmpty()), buyPayable: num, status: num, expireTime: text });
const faceStart: RecordSchema<FaceStart> = nested({ certifyId: text, url: text });
const faceStatus = nested({ status: oneOf<FaceStatus>(['pending', 'passed', 'failed'], 'pending') });

export const verificationCalls = (http: HttpClient) => ({
    /** designed: GET app/account/realname/info -> data RealnameInfo. */
    getRealnameInfo: async (): Promise<RealnameInfo> => reader(realnameInfo, REALNAME_INFO_PATH)((await http.get(REALNAME_INFO_PATH)).data),
    /**
     * designed: POST app/account/realname/order {realName, idNumber} -> data {orderId, buyPayable, status, expireTime}:
     * checks and keeps the name and number, and creates the fee order (goodsType 40; a pending one is answered again).
     */
    createRealnameOrder: async (realName: string, idNumber: string): Promise<RealnameOrder> =>
        reader(realnameOrder, REALNAME_ORDER_PATH)((await http.post(REALNAME_ORDER_PATH, { realName, idNumber })).data),
    /** known path, form-encoded {realName, idNumber, method}; answer designed: data {certifyId, url}. */
    startFaceAuth: async (realName: string, idNumber: string, method: FaceMethod): Promise<FaceStart> =>
        readAnswer(faceStart, (await http.post(FACE_AUTH_PATH, { realName, idNumber, method }, { encoding: 'form' })).data, FACE_AUTH_PATH),
    /** designed body: POST app/account/request {action: 'query', certifyId} -> data {status: pending | passed | failed}. */
    queryFaceAuth: async (certifyId: string): Promise<FaceStatus> =>
        readAnswer(faceStatus, (await http.post(PROVIDER_REQUEST_PATH, { action: 'query', certifyId })).data, PROVIDER_REQUEST_PATH).status,
});

export type VerificationCalls = ReturnType<typeof verificationCalls>;
