import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useAuthenticated, useGetIdentity, usePermissions, type AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createQueryClient, seedSession } from './queryClient';
import type { StoredUser } from '../authProvider/session';

// checkAuth never answers here: what the first render shows comes from the client alone
const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => new Promise(() => {}),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(),
    // nor does getIdentity
    getIdentity: () => new Promise(() => {}),
};

/** What a react-admin controller asks before it fetches: is the visitor authenticated yet? */
const AuthState = () => {
    const { isPending } = useAuthenticated();
    return <p>{isPending ? 'checking' : 'known'}</p>;
};

/** What react-admin's router asks before it registers the resources: the visitor's permissions. */
const Permissions = () => {
    const { isPending, permissions } = usePermissions();
    return <p>{isPending ? 'asking' : `permissions: ${String(permissions)}`}</p>;
};

/** What the header's user menu asks: who is signed in. */
const Identity = () => {
    const { isPending, identity } = useGetIdentity();
    return <p>{isPending ? 'who?' : `identity: ${identity?.fullName}`}</p>;
};

const STORED_USER = { userId: 7, username: 'demo' };

const renderWith = (token: string | null, user: StoredUser | null = STORED_USER) => {
    const queryClient = createQueryClient('admin');
    seedSession(queryClient, { getToken: () => token, getUser: () => user });
    return render(
        <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
            <AuthState />
            <Permissions />
            <Identity />
        </CoreAdminContext>,
    );
};

describe('createQueryClient and seedSession', () => {
    it("with a session, react-admin's controllers know the visitor is signed in from their first render", () => {
        renderWith('a-token');
        expect(screen.getByText('known')).toBeTruthy();
    });

    it('the permissions (the flavour: authProvider.getPermissions answers nothing else) are known from the first render, signed in or not', () => {
        renderWith('a-token');
        expect(screen.getByText('permissions: admin')).toBeTruthy();
    });

    it("tells checkAuth's watchers of its answer and its errors only, not of each background check", () => {
        const client = createQueryClient('user');
        expect(client.getQueryDefaults(['auth', 'checkAuth', {}]).notifyOnChangeProps).toEqual(['data', 'error']);
    });

    it('with a session, the stored user is the identity from the first render (the user menu shows the name at once)', () => {
        renderWith('a-token');
        expect(screen.getByText('identity: demo')).toBeTruthy();
    });

    it('without one, they wait for checkAuth and getIdentity', () => {
        renderWith(null);
        expect(screen.getByText('checking')).toBeTruthy();
        expect(screen.getByText('who?')).toBeTruthy();
    });

    it('a session without a stored user (a token from the URL) waits for getIdentity', () => {
        renderWith('a-token', null);
        expect(screen.getByText('who?')).toBeTruthy();
    });
});
