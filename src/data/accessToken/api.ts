import type { Envelope, HttpClient } from '../../http/client';

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

const readToken = (json: Envelope): CdnAccessToken => {
    const data = (json.data ?? {}) as Partial<Record<keyof CdnAccessToken, unknown>>;
    return { accessToken: String(data.accessToken ?? ''), updateTime: String(data.updateTime ?? '') };
};

export const accessTokenCalls = (http: HttpClient) => ({
    getCdnAccessToken: async (): Promise<CdnAccessToken> => readToken(await http.get(ACCESS_TOKEN_PATHS.get)),
    regenerateCdnAccessToken: async (): Promise<CdnAccessToken> => readToken(await http.post(ACCESS_TOKEN_PATHS.update)),
});
