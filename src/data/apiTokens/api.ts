import { list, num, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';
import { draftToForm, tokenFromWire, type ApiToken, type TokenDraft, type WireToken } from './types';

/**
 * Designed (the backend's notes name no scoped-token call), POST form-encoded, `{code, msg, data}` answers:
 * - app/user/token/list            -> data.list of tokens (newest first; no secrets)
 * - app/user/token/create  {name, scopes, resourceType, groupIds, domains, allowIps, expireTime} -> data {token, secret}
 * - app/user/token/roll    {id}    -> data {token, secret}: a new secret, the old one stops working at once
 * - app/user/token/revoke  {id}    -> the token is gone
 * A program sends the secret in the `apikey` header, as the legacy key (data/apiKey).
 */
export const API_TOKEN_PATHS = {
    list: 'app/user/token/list',
    create: 'app/user/token/create',
    roll: 'app/user/token/roll',
    revoke: 'app/user/token/revoke',
} as const;

/** A token with the secret that was just made: the only time the secret is answered. */
export interface IssuedToken {
    token: ApiToken;
    secret: string;
}

const wireToken: RecordSchema<WireToken> = row({
    id: num,
    name: text,
    prefix: text,
    scopes: text,
    resourceType: text,
    groupIds: text,
    domains: text,
    allowIps: text,
    expireTime: text,
    createTime: text,
    lastUsedTime: text,
    lastUsedIp: text,
});
const tokenList = row({ list: list(wireToken) });
const issued = row({ token: wireToken, secret: text });

const readIssued = (data: unknown, source: string): IssuedToken => {
    const answer = readAnswer(issued, data, source);
    return { token: tokenFromWire(answer.token), secret: answer.secret };
};

/** The scoped API token calls. */
export const apiTokenCalls = (http: HttpClient) => ({
    listApiTokens: async (): Promise<ApiToken[]> =>
        readAnswer(tokenList, (await http.post(API_TOKEN_PATHS.list, {}, { encoding: 'form' })).data ?? {}, API_TOKEN_PATHS.list).list.map(tokenFromWire),
    createApiToken: async (draft: TokenDraft): Promise<IssuedToken> =>
        readIssued((await http.post(API_TOKEN_PATHS.create, draftToForm(draft), { encoding: 'form' })).data, API_TOKEN_PATHS.create),
    rollApiToken: async (id: number): Promise<IssuedToken> =>
        readIssued((await http.post(API_TOKEN_PATHS.roll, { id }, { encoding: 'form' })).data, API_TOKEN_PATHS.roll),
    revokeApiToken: async (id: number): Promise<void> => {
        await http.post(API_TOKEN_PATHS.revoke, { id }, { encoding: 'form' });
    },
});
