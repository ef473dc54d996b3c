import { apiBase, type RuntimeConfig } from '../config/runtime';
import { createHttpClient, type HttpClient } from '../http/client';
import { accountCalls } from '../data/account/api';
import { adminAccountCalls } from '../data/adminAccount/api';
import type { Flavour, StoredUser } from './session';

/** Who the token `http` sends belongs to, as the flavour's backend says: a user token serves app/* only, an admin token sys/* only. */
export const whoIs = async (flavour: Flavour, http: HttpClient): Promise<StoredUser> =>
    (flavour === 'user' ? await accountCalls(http).getUserInfo() : await adminAccountCalls(http).getAdminInfo()) as StoredUser;

/** Asks the backend who `token` belongs to, with that token and without storing it: a client of its own sends it. */
export const identifyToken = ({ flavour, config }: { flavour: Flavour; config: RuntimeConfig }, token: string): Promise<StoredUser> =>
    whoIs(flavour, createHttpClient({ base: apiBase(config), getToken: () => token }));
