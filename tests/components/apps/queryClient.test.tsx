import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useAuthenticated, usePermissions, type AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/apps/queryClient';

// checkAuth never answers here: what the first render shows comes from the client alone
const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => new Promise(() => {}),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(),
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

const renderWith = (token: string | null) =>
    render(
        <CoreAdminContext authProvider={authProvider} queryClient={createQueryClient({ getToken: () => token }, 'admin')}>
            <AuthState />
            <Permissions />
        </CoreAdminContext>,
    );

describe('createQueryClient', () => {
    it("with a session, react-admin's controllers know the visitor is signed in from their first render", () => {
        renderWith('a-token');
        expect(screen.getByText('known')).toBeTruthy();
    });

    it("the permissions (the flavour: authProvider.getPermissions answers nothing else) are known from the first render, signed in or not", () => {
        renderWith('a-token');
        expect(screen.getByText('permissions: admin')).toBeTruthy();
    });

    it("tells checkAuth's watchers of its answer and its errors only, not of each background check", () => {
        const client = createQueryClient({ getToken: () => 'a-token' }, 'user');
        expect(client.getQueryDefaults(['auth', 'checkAuth', {}]).notifyOnChangeProps).toEqual(['data', 'error']);
    });

    it('without one, they wait for checkAuth', () => {
        renderWith(null);
        expect(screen.getByText('checking')).toBeTruthy();
    });
});
