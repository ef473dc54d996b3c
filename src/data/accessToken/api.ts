import { nested, readAnswer, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

/** The user's CDN access token ('' when none was generated yet). */
export interface CdnAccessToken {
    accessToken: string;
    /** When it was last generated ('' when unknown). */
    updateTime: string;
}

/**
 * The CDN access token: the CDN console opens this console signed in with `?access_token=<token>` (exchanged by
 * GET app/account/access/login at boot). Calls:
 * - GET  app/account/cdn_access_token        -> data {accessToken, updateTime}   (designed: the spec names no read)
 * - POST app/account/update/cdn_access_token -> data {accessToken, updateTime}   (known path, designed answer): a new
 *   token replaces the old one at once (also the first token when there is none).
 */
const ACCESS_TOKEN_PATHS = {
    get: 'app/account/cdn_access_token',
    update: 'app/account/update/cdn_access_token',
} as const;

/** How the answers are read (dataProvider/answers.ts). */
const accessToken: RecordSchema<CdnAccessToken> = row({ accessToken: text, updateTime: text });
const readToken = reader(accessToken, ACCESS_TOKEN_PATHS.get);
/** A new token is made whatever the answer holds: what it gives is read as far as it can be. */
const madeToken: RecordSchema<CdnAccessToken> = nested({ accessToken: text, updateTime: text });

export const accessTokenCalls = (http: HttpClient) => ({
    getCdnAccessToken: async (): Promise<CdnAccessToken> => readToken((await http.get(ACCESS_TOKEN_PATHS.get)).data),
    regenerateCdnAccessToken: async (): Promise<CdnAccessToken> =>
        readAnswer(madeToken, (await http.post(ACCESS_TOKEN_PATHS.update)).data, ACCESS_TOKEN_PATHS.update),
});
