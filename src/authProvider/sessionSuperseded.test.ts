import { expect, it } from 'vitest';
import { createAuthProvider } from './authProvider';
import { createSession } from './session';
import { markSessionSuperseded } from './sessionSuperseded';
import { ApiError } from '../http/ApiError';
import { fakeHttp } from '../../tests/support/fakeHttp';

// its own file: the flag lives for the page, as it does in the browser
it('once another tab has signed in or out, a 401 leaves the session to the cross-tab notice', async () => {
    const session = createSession('user', localStorage);
    session.setToken('a-token-from-another-tab');
    const provider = createAuthProvider({ flavour: 'user', session, http: fakeHttp({ code: 1 }).http }, { currentPath: () => '/dns/dashboard' });
    markSessionSuperseded();
    await expect(provider.checkError(new ApiError('invalid token', 401, 401))).resolves.toBeUndefined();
    expect(session.getToken()).toBe('a-token-from-another-tab');
});
