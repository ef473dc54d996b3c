import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { RequireSession } from '../../authProvider/RequireSession';
import type { Services } from '../services';
import { lazyScreen } from '../routing/lazyScreen';
import type { ShellProps } from './Shell';

type ShellModule = { default: ComponentType<ShellProps> };
const shellLoaders = new WeakMap<() => Promise<unknown>, () => Promise<ShellModule>>();

/**
 * The loader of the shell with the flavour's route titles, which arrive together (the menu shows the titles).
 * One loader per flavour, shared by the layout and the signed-in preload (console/preload.ts): a shell the preload
 * has loaded renders at once (console/routing/lazyScreen.tsx, loadScreen).
 */
export const shellLoader = (loadRouteTitles: () => Promise<unknown>): (() => Promise<ShellModule>) => {
    let loader = shellLoaders.get(loadRouteTitles);
    if (!loader) {
        loader = () => Promise.all([import('./Shell'), loadRouteTitles()]).then(([module]) => ({ default: module.ConsoleShell }));
        shellLoaders.set(loadRouteTitles, loader);
    }
    return loader;
};

/**
 * The layout of one flavour. Every page inside it needs a session: RequireSession sends anonymous visitors to
 * the login page before anything else loads. The shell (menus, drawers, themes, guards) and the flavour's route
 * titles download with the first signed-in page, together, not with /login; when a session exists at boot, they
 * are already on their way (console/preload.ts).
 */
export const createConsoleLayout = ({ session, flavour, http }: Pick<Services, 'session' | 'flavour' | 'http'>, loadRouteTitles: () => Promise<unknown>) => {
    const ConsoleShell = lazyScreen<ShellProps>(shellLoader(loadRouteTitles));
    const ConsoleLayout = ({ children }: { children: ReactNode }) => (
        <RequireSession session={session}>
            <Suspense fallback={<Loading />}>
                <ConsoleShell flavour={flavour} session={session} http={http}>
                    {children}
                </ConsoleShell>
            </Suspense>
        </RequireSession>
    );
    return ConsoleLayout;
};
