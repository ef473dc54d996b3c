import { TWO_FACTOR_CODES } from './totp';

/**
 * Sensitive actions, shared by the console and the demo backend: with the account's second factor on, such a call
 * carries a fresh code of the authenticator app in FRESH_CODE_FIELD; without one the server refuses it with
 * TWO_FACTOR_CODES.codeRequired (4603), and the console asks for the code and sends the call again with it
 * (freshCodeRetry.ts). Turning the second factor off, new recovery codes, creating an API token, changing the
 * payment password and deleting domains that hold records are sensitive.
 */
export const FRESH_CODE_FIELD = 'totp_code';

export const FRESH_CODE_REQUIRED = TWO_FACTOR_CODES.codeRequired;

/** Deleting domains is sensitive when one of them still holds records (an empty zone loses nothing). */
export const domainDeleteIsSensitive = (recordCounts: readonly number[]): boolean => recordCounts.some(count => count > 0);
