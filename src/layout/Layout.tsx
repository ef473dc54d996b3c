import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { RequireSession } from '../authProvider/RequireSession';
import type { Flavour, Session } from '../authProvider/session';
import { lazyScreen } from '../routes/lazyScreen';
import type { ShellProps } from './Shell';

/** The shell and the flavour's route titles, which arrive together (the menu shows the titles). */
export const loadShell = (loadRouteTitles: () => Promise<unknown>) =>
    Promise.all([import('./Shell'), loadRouteTitles()]).then(([module]) => ({ default: module.ConsoleShell }));

/**
 * The layout of one flavour. Every page inside it needs a session: RequireSession sends anonymous visitors to
 * the login page before anything else loads. The shell (menus, drawers, themes, guards) and the flavour's route
 * titles download with the first signed-in page, together, not with /login; when a session exists at boot, they
 * are already on their way (apps/preload.ts).
 */
export const createConsoleLayout = (session: Pick<Session, 'getToken' | 'tokenKey'>, flavour: Flavour, loadRouteTitles: () => Promise<unknown>) => {
    const ConsoleShell = lazyScreen<ShellProps>(() => loadShell(loadRouteTitles));
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
