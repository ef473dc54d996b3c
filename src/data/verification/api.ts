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

const record = (data: unknown): Record<string, unknown> => (data && typeof data === 'object' ? (data as Record<string, unknown>) : {});
const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

const readRealnameInfo = (data: unknown): RealnameInfo => {
    const row = record(data);
    const step = REALNAME_STEPS.includes(row.step as RealnameStep) ? (row.step as RealnameStep) : 'info';
    const method = FACE_METHODS.includes(row.method as FaceMethod) ? (row.method as FaceMethod) : '';
    return {
        step,
        realName: str(row.realName),
        idNumber: str(row.idNumber),
        feeCents: Number(row.feeCents ?? 0),
        orderId: str(row.orderId),
        method,
        certifyId: str(row.certifyId),
        url: str(row.url),
        time: str(row.time),
        area: str(row.area),
    };
};

const readOrder = (data: unknown): RealnameOrder => {
    const row = record(data);
    return { orderId: str(row.orderId), buyPayable: Number(row.buyPayable ?? 0), status: Number(row.status ?? 0), expireTime: str(row.expireTime) };
};

export const verificationCalls = (http: HttpClient) => ({
    /** designed: GET app/account/realname/info -> data RealnameInfo. */
    getRealnameInfo: async (): Promise<RealnameInfo> => readRealnameInfo((await http.get(REALNAME_INFO_PATH)).data),
    /**
     * designed: POST app/account/realname/order {realName, idNumber} -> data {orderId, buyPayable, status, expireTime}:
     * checks and keeps the name and number, and creates the fee order (goodsType 40; a pending one is answered again).
     */
    createRealnameOrder: async (realName: string, idNumber: string): Promise<RealnameOrder> =>
        readOrder((await http.post(REALNAME_ORDER_PATH, { realName, idNumber })).data),
    /** known path, form-encoded {realName, idNumber, method}; answer designed: data {certifyId, url}. */
    startFaceAuth: async (realName: string, idNumber: string, method: FaceMethod): Promise<FaceStart> => {
        const row = record((await http.post(FACE_AUTH_PATH, { realName, idNumber, method }, { encoding: 'form' })).data);
        return { certifyId: str(row.certifyId), url: str(row.url) };
    },
    /** designed body: POST app/account/request {action: 'query', certifyId} -> data {status: pending | passed | failed}. */
    queryFaceAuth: async (certifyId: string): Promise<FaceStatus> => {
        const status = str(record((await http.post(PROVIDER_REQUEST_PATH, { action: 'query', certifyId })).data).status);
        return status === 'passed' || status === 'failed' ? status : 'pending';
    },
});

export type VerificationCalls = ReturnType<typeof verificationCalls>;
