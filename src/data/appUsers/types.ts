import type { Identifier } from 'react-admin';

/** An end user as the admin lists it (SPEC section 3, User info, without the password). `id` is the userId. */
export interface AppUser {
    id: Identifier;
    userId: number;
    username: string;
    mail: string;
    mobile: string;
    note: string;
    createTime: string;
    /** Integer cents. */
    propertyBalance: number;
    propertyScore: number;
    /** 1 verified, anything else not. */
    realnameStatus: number;
    realnameCertificateid: string;
    realnameCertificatetype: number;
    realnameName: string;
    unvalidModel: string[];
}

/** A manual recharge (designed). */
export interface Recharge {
    id: Identifier;
    userId: number;
    username: string;
    /** Integer cents. */
    amount: number;
    /** The user's balance after it, cents. */
    balanceAfter: number;
    reason: string;
    operator: string;
    createTime: string;
}

/** A user's detail page: the user, how many domains they host and their latest manual recharges (designed). */
export interface AppUserDetail extends AppUser {
    domainCount: number;
    recentRecharges: Recharge[];
}

export interface RechargeRequest {
    userId: number;
    /** Integer cents, whole yuan, >= 100. */
    amount: number;
    reason: string;
}
