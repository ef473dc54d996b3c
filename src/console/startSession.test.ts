import { afterEach, describe, expect, it } from 'vitest';
import { identityOf } from '../authProvider/session';
import { acceptSessionOffer, declineSessionOffer, pendingSessionOffer } from '../authProvider/sessionOffer';
import { getDemoDb } from '../demo/db';
import { issueToken } from '../demo/http';
import { testServices } from '../../tests/support/services';
import { setupDemoServer } from '../../tests/support/server';
import { startSession } from './startSession';

setupDemoServer();

const IDENTITY_KEY = ['auth', 'getIdentity'];

/** A page load at `href`: the services boot makes, then the session the first render starts with. */
const load = async (href: string) => {
    const services = testServices('user');
    const replaced: string[] = [];
    const history = { state: null, replaceState: (_s: unknown, _t: string, url?: string | URL | null) => replaced.push(String(url)) };
    const outcome = await startSession(services, { href }, history);
    const shown = services.queryClient.getQueryData(IDENTITY_KEY);
    return { services, outcome, shown, replaced };
};

describe("startSession: the identity shown is the session's", () => {
    afterEach(() => {
        declineSessionOffer();
        localStorage.clear();
    });

    it("with a stored session, its user's name is known from the first render", async () => {
        localStorage.setItem('dns-console.user.token', issueToken(getDemoDb(), 'user', 1));
        localStorage.setItem('dns-console.user.user', JSON.stringify({ userId: 1, username: 'demo' }));
        const { shown } = await load('http://localhost/dns/dashboard');
        expect(shown).toEqual({ id: 1, fullName: 'demo' });
    });

    it("a link with another account's token: the name shown stays the session's until the person continues, then is the new account's", async () => {
        localStorage.setItem('dns-console.user.token', issueToken(getDemoDb(), 'user', 1));
        localStorage.setItem('dns-console.user.user', JSON.stringify({ userId: 1, username: 'demo' }));
        const other = issueToken(getDemoDb(), 'user', 2);

        const first = await load(`http://localhost/?token=${other}`);
        expect(first.shown).toEqual(identityOf(first.services.session.getUser()));
        expect(first.services.session.getUser()).toMatchObject({ userId: 1 });
        expect(pendingSessionOffer()).toMatchObject({ kind: 'switch', token: other, user: { userId: 2 } });

        // "continue as" stores the offered session and reloads the page (a new load, the URL already clean)
        acceptSessionOffer(first.services.session);
        const second = await load('http://localhost/');
        expect(second.services.session.getToken()).toBe(other);
        expect(second.shown).toEqual(identityOf(second.services.session.getUser()));
        expect(second.shown).toMatchObject({ id: 2 });
    });

    it('a link into an empty browser: no name is shown before the account is read (getIdentity asks the server)', async () => {
        const { shown, services, outcome } = await load(`http://localhost/?token=${issueToken(getDemoDb(), 'user', 2)}`);
        expect(outcome).toBe('signedIn');
        expect(services.session.getUser()).toBeNull();
        expect(shown).toBeUndefined();
    });
});
