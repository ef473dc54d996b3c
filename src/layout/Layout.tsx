import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { RequireSession } from '../authProvider/RequireSession';
import type { Flavour, Session } from '../authProvider/session';
import { lazyScreen } from '../routes/lazyScreen';
import type { ShellProps } from './Shell';

// the shell (menus, drawers, themes, guards) downloads with the first signed-in page, not with /login
const ConsoleShell = lazyScreen<ShellProps>(() => import('./Shell').then(module => ({ default: module.ConsoleShell })));

/**
 * The layout of one flavour. Every page inside it needs a session: RequireSession sends anonymous visitors to
 * the login page before anything else loads.
 */
export const createConsoleLayout = (session: Pick<Session, 'getToken' | 'tokenKey'>, flavour: Flavour) => {
    const ConsoleLayout = ({ children }: { children: ReactNode }) => (
        <RequireSession session={session}>
            <Suspense fallback={<Loading />}>
                <ConsoleShell flavour={flavour} session={session}>
                    {children}
                </ConsoleShell>
            </Suspense>
        </RequireSession>
    );
    return ConsoleLayout;
};
