import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useAuthenticated, type AuthProvider } from 'react-admin';
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

const renderWith = (token: string | null) =>
    render(
        <CoreAdminContext authProvider={authProvider} queryClient={createQueryClient({ getToken: () => token })}>
            <AuthState />
        </CoreAdminContext>,
    );

describe('createQueryClient', () => {
    it("with a session, react-admin's controllers know the visitor is signed in from their first render", () => {
        renderWith('a-token');
        expect(screen.getByText('known')).toBeTruthy();
    });

    it('without one, they wait for checkAuth', () => {
        renderWith(null);
        expect(screen.getByText('checking')).toBeTruthy();
    });
});
