import type { AuthProvider, UserIdentity } from 'react-admin';
import { ApiError } from '../http/ApiError';
import { ACCOUNT_DISABLED_CODE, SESSION_EXPIRED_MESSAGE, type Envelope, type HttpClient } from '../http/client';
import { markAccountDisabled, markSessionExpired } from './expiredNotice';
import { loginPathFor, routerBasename, routerPath } from './routeGuard';
import { identityOf, type Flavour, type Session, type StoredUser } from './session';
import { forgetStoredPrivateKeys } from '../data/sslOrders/browserKeys';
import { isSessionSuperseded } from './sessionSuperseded';
import { identityKey, isReLoginPending, requestReLogin } from './reLoginPrompt';
import { challengeOf, SecondFactorRequired, type SecondFactorLogin } from './secondFactor';

interface AuthServices {
    flavour: Flavour;
    session: Session;
    http: HttpClient;
}

interface AuthProviderOptions {
    /** The current router path (pathname + search inside the basename); by default read from window.location. */
    currentPath?: () => string;
}

/** What the login form sends: `account` (user) or `username` (admin), the captcha text and its uuid. */
export interface CredentialsLogin {
    account?: string;
    username?: string;
    password: string;
    captcha: string;
    uuid: string;
}

/** A token an open call already answered (registration, messaging-app binding): the session starts with it. */
export interface TokenLogin {
    token: string;
    /** The operator's name, when the call that answered the token said it (the admin console shows it). */
    username?: string;
}

type LoginParams = CredentialsLogin | TokenLogin | SecondFactorLogin;

interface LoginAnswer extends Envelope {
    token?: unknown;
    username?: unknown;
}

/** The message key shown when a call answers 401 ("登录已过期，您需要重新登录！"): the http client's, one key. */
export const EXPIRED_MESSAGE = SESSION_EXPIRED_MESSAGE;

const isUnauthorized = (error: unknown): boolean => (error as { status?: unknown } | null)?.status === 401;

/** The server's words when the session ended because the account was disabled. */
const disabledMessage = (error: unknown): string | undefined => (error instanceof ApiError && error.code === ACCOUNT_DISABLED_CODE ? error.message : undefined);

/**
 * react-admin's authProvider for both flavours (SPEC sections 2, 6, 8; API-NOTES "Sign-in and account").
 * The session (token + user in localStorage) is the only state; no logout call exists, so signing out is local.
 */
export const createAuthProvider = ({ flavour, session, http }: AuthServices, options: AuthProviderOptions = {}): AuthProvider => {
    const basename = routerBasename(flavour);
    const currentPath = options.currentPath ?? (() => routerPath(window.location, basename));
    const backHere = () => loginPathFor(currentPath());

    // The account calls read their answers with valibot (dataProvider/answers.ts), which /login does not download:
    // they load with the data calls, when a session starts.
    const accountCalls = () => import('../data/account/api').then(module => module.accountCalls(http));
    const fetchUser = async (): Promise<StoredUser> => (await (await accountCalls()).getUserInfo()) as StoredUser;

    /** The flavour's sign-in call: account (or username), password and the captcha. */
    const signIn = (params: CredentialsLogin): Promise<LoginAnswer> =>
        flavour === 'user'
            ? http.post<LoginAnswer>('app/account/login', {
                  account: params.account ?? params.username,
                  password: params.password,
                  code: params.captcha,
                  uuid: params.uuid,
              })
            : http.post<LoginAnswer>('sys/login', {
                  username: params.username ?? params.account,
                  password: params.password,
                  captcha: params.captcha,
                  uuid: params.uuid,
              });

    /** The second step (designed): the password step's challenge with a code or a recovery code. */
    const secondFactor = ({ challenge, code, recoveryCode }: SecondFactorLogin): Promise<LoginAnswer> =>
        http.post<LoginAnswer>(
            flavour === 'user' ? 'app/account/login/totp' : 'sys/login/totp',
            recoveryCode ? { challenge, recoveryCode } : { challenge, code },
        );

    return {
        login: async (params: LoginParams) => {
            // the user's info is read next: its call loads while the sign-in call is out
            if (flavour === 'user') void accountCalls().catch(() => undefined);
            const answer: LoginAnswer =
                'token' in params
                    ? { code: 1, token: params.token, username: params.username }
                    : 'challenge' in params
                      ? await secondFactor(params)
                      : await signIn(params);
            const challenge = 'password' in params && !answer.token ? challengeOf(answer, params.username ?? params.account) : undefined;
            if (challenge) throw new SecondFactorRequired(challenge);
            if (typeof answer.token !== 'string' || !answer.token) {
                throw new ApiError(answer.msg || 'auth.loginFailed', 200, answer.code, answer);
            }
            session.clear();
            session.setToken(answer.token);
            try {
                if (flavour === 'user') {
                    session.setUser(await fetchUser());
                } else {
                    const username =
                        typeof answer.username === 'string'
                            ? answer.username
                            : 'password' in params
                              ? (params.username ?? params.account ?? '')
                              : (params.username ?? '');
                    session.setUser({ username });
                }
            } catch (error) {
                session.clear();
                throw error;
            }
        },

        // No logout call is known: the session is cleared locally. The answer is where react-admin goes next
        // when the caller gives no place (LogoutOnMount, for an anonymous visit): back here after signing in.
        logout: async () => {
            session.clear();
            // the private keys an earlier version kept for SSL orders go with the session
            forgetStoredPrivateKeys();
            return backHere();
        },

        // Never a bare rejection (react-admin would loop): always where to go, and no "please sign in" toast.
        checkAuth: async () => {
            // while the re-login dialog is open the page stays, token or not (reLoginPrompt.ts)
            if (session.getToken() || isReLoginPending()) return;
            throw { redirectTo: backHere(), message: false };
        },

        // The one place where a 401 (body code or HTTP status, both mapped to status 401 by the client) ends the
        // session. logoutUser: false makes react-admin only navigate: its logout would also clear the query cache,
        // and every mounted query would refetch, answer 401 and log out again before the navigation commits.
        // The login page shows the expiry notice (expiredNotice.ts) and clears the cache before signing in.
        checkError: async (error: unknown) => {
            if (!isUnauthorized(error)) return;
            // another tab signed in or out: the cross-tab notice on screen ends this page with a reload
            if (isSessionSuperseded()) return;
            // unsaved input on the page: the session ends, but the prompt is a sign-in dialog over the page
            // (console/shell/reLogin), so nothing unmounts and saving again after signing in finishes the work
            // a disabled account cannot sign in again: no dialog, the sign-in page says why
            const disabled = disabledMessage(error);
            if (!disabled && requestReLogin(identityKey(session.getUser()))) {
                session.clear();
                return;
            }
            if (session.getToken()) {
                if (disabled) markAccountDisabled(flavour, disabled);
                else markSessionExpired(flavour);
            }
            session.clear();
            throw { message: disabled ?? EXPIRED_MESSAGE, redirectTo: backHere(), logoutUser: false };
        },

        getIdentity: async (): Promise<UserIdentity> => {
            let user = session.getUser();
            if (!user && flavour === 'user' && session.getToken()) {
                // a token handed over in the URL (?token=, ?access_token=) comes without a user
                user = await fetchUser();
                session.setUser(user);
            }
            return identityOf(user);
        },

        // the flavour, and nothing else: console/queryClient.ts writes this answer in before the first render
        getPermissions: async () => flavour,
    };
};
