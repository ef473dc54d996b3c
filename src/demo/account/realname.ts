/**
 * A user's real-name verification as the demo backend keeps it (owned by the verification work). The flow:
 * name and ID number given (the fee order created) -> fee paid -> face verification started -> done.
 */
export interface DemoRealname {
    /** 'info' name and number given, fee order pending; 'paid' fee paid; 'face' face check started; 'done' verified. */
    step: 'info' | 'paid' | 'face' | 'done';
    name: string;
    idNumber: string;
    /** The fee order (goods type 40). */
    orderId?: string;
    /** The face verification provider: 'wechat' (messaging app) or 'alipay' (wallet); '' before it starts. */
    method: string;
    /** The provider's certification id, set when the face check starts. */
    certifyId?: string;
    /** Epoch ms when the face check started (the demo passes it FACE_PASS_AFTER_MS later). */
    faceStartedAt?: number;
    /** When it was verified ("YYYY-MM-DD HH:mm:ss"); '' before. */
    time: string;
    /** The province of the ID number; '' before. */
    area: string;
}

/** The verification fee in the demo (integer cents): 1.00 yuan. */
export const REALNAME_FEE_CENTS = 100;

/** How long after the face check starts the demo's provider reports it passed. */
export const FACE_PASS_AFTER_MS = 6000;
