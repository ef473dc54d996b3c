import { USER_INFO_KEY } from '../../../data/account/useUserInfo';

/** Is a payment password set (app/account/paypwd/status). */
export const PAY_PASSWORD_SET_KEY = ['account', 'payPasswordSet'] as const;

/** What an account change may alter: refreshed after every change (the shell's bind-mobile banner reads the first). */
export const ACCOUNT_KEYS = [USER_INFO_KEY, PAY_PASSWORD_SET_KEY] as const;
