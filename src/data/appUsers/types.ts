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
    /** USER_STATUS (rules.ts): 0 disabled, 1 active; read as active when absent (designed). */
    status: number;
    /** Why an administrator disabled it (designed); '' when active. */
    disabledReason: string;
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

/** What an administrator changes on an account besides its money and state (designed). */
export interface AccountProfileRequest {
    userId: number;
    note: string;
    /** The user console's menu paths hidden for this user (USER_MENU_PATHS). */
    unvalidModel: string[];
}

/** Where the reset link went (designed): the channel and the address, masked. */
export interface PasswordResetSent {
    channel: 'mail' | 'mobile';
    target: string;
    expireTime: string;
}

/** One of the user's domains, as the admin lists it (designed). */
export interface AppUserDomain {
    id: number;
    domain: string;
    status: number;
    recordCount: number;
    createTime: string;
}

/** One of the user's orders, as the admin lists it (designed). */
export interface AppUserOrder {
    id: string;
    orderId: string;
    productInfo: string;
    /** Integer cents. */
    buyPayable: number;
    status: number;
    createTime: string;
}
