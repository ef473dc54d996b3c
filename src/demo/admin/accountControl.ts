import { ACCOUNT_DISABLED_CODE } from '../../http/client';
import { isUserDisabled, USER_STATUS, type AccountRuleKey } from '../../data/appUsers/rules';
import { accountControlCn } from '../../i18n/sections/accountControl';
import { DemoError, fail } from '../http';
import type { DemoDb, DemoUser } from '../model';

/** Keeping an account under control in the demo backend: the rules are the console's (data/appUsers/rules.ts). */

/** What a disabled account's calls and sign-ins are answered. */
export const ACCOUNT_DISABLED_MSG = '账号已被停用，如有疑问请联系客服';

/** Refuses with the Chinese text of a rule, as a server would. */
export const refuse = (key: AccountRuleKey): never => {
    throw new DemoError(accountControlCn.rules[key]);
};

/** Disables the account: its user sessions end at once, and their tokens are remembered to be told why. */
export const disableAccount = (db: DemoDb, user: DemoUser, reason: string): number => {
    if (isUserDisabled(user)) refuse('alreadyDisabled');
    const ended = db.sessions.filter(session => session.audience === 'user' && session.userId === user.userId);
    db.sessions = db.sessions.filter(session => !ended.includes(session));
    user.status = USER_STATUS.disabled;
    user.disabledReason = reason;
    user.endedTokens = ended.map(session => session.token);
    return ended.length;
};

export const enableAccount = (user: DemoUser): void => {
    if (!isUserDisabled(user)) refuse('notDisabled');
    user.status = USER_STATUS.active;
    delete user.disabledReason;
    delete user.endedTokens;
};

/**
 * A user call with the token of a disabled account (a live session, or one that ended when it was disabled): the
 * answer that ends the console's session with the reason; undefined for any other call.
 */
export const disabledAccountAnswer = (db: DemoDb, token: string | null, userId: number | undefined): Response | undefined => {
    const user = db.users.find(row => (userId !== undefined ? row.userId === userId : !!token && (row.endedTokens ?? []).includes(token)));
    return user && isUserDisabled(user) ? fail(ACCOUNT_DISABLED_MSG, ACCOUNT_DISABLED_CODE) : undefined;
};
