import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { RequireSession } from '../authProvider/RequireSession';
import type { Session } from '../authProvider/session';
import { ConsoleAppBar } from './AppBar';
import { HtmlLang } from './HtmlLang';

/**
 * The console shell of one flavour (a later issue adds the full menu, footer and drawers). Every page inside
 * it needs a session: RequireSession sends anonymous visitors to the login page first.
 */
export const createConsoleLayout = (session: Pick<Session, 'getToken'>) => {
    const ConsoleLayout = ({ children }: { children: ReactNode }) => (
        <RequireSession session={session}>
            <Layout appBar={ConsoleAppBar}>
                <HtmlLang />
                {children}
            </Layout>
        </RequireSession>
    );
    return ConsoleLayout;
};
