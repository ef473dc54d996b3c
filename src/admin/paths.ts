import type { Identifier } from 'react-admin';
import { fillPattern, withQuery } from '../console/routing/buildPath';

/**
 * The paths of the admin console's route table (routes.ts) that its screens link to, in react-router syntax: the
 * builders below fill them. paths.test.ts checks that each is a path of the table.
 */
export const ADMIN_PATTERNS = {
    accounts: '/operation/users',
    accountDetail: '/operation/users/:id',
    manualRecharge: '/operation/recharge',
    messages: '/message/list',
    messageCreate: '/message/list/create',
    messageEdit: '/message/list/:id',
} as const;

const P = ADMIN_PATTERNS;

/** Where the admin console's screens link to: one builder per destination, typed by what it needs. */
export const adminPaths = {
    accounts: () => P.accounts,
    accountDetail: (id: Identifier) => fillPattern(P.accountDetail, { id }),
    /** Manual recharge, for a user when given (the form picks them, the history shows theirs). */
    manualRecharge: (userId?: Identifier) => withQuery(P.manualRecharge, { userId }),
    messages: () => P.messages,
    messageCreate: () => P.messageCreate,
    messageEdit: (id: Identifier) => fillPattern(P.messageEdit, { id }),
};
