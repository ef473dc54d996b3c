import type { Envelope, HttpClient } from '../../http/client';

/** The user's API key as the calls answer it ('' when none was generated yet). */
export interface ApiKey {
    apiKey: string;
    /** When it was generated ('' when none). */
    createTime: string;
}

/**
 * Designed (the backend's notes name no API-key call):
 * - GET  app/account/apikey       -> data {apiKey, createTime}
 * - POST app/account/apikey/reset -> data {apiKey, createTime}: a new key, the old one stops working. It also
 *   generates the first key when there is none.
 */
const API_KEY_PATHS = {
    get: 'app/account/apikey',
    reset: 'app/account/apikey/reset',
} as const;

/** The header a program sends its key in (designed, the counterpart of the console's `token` header). */
export const API_KEY_HEADER = 'apikey';

const readKey = (json: Envelope): ApiKey => {
    const data = (json.data ?? {}) as Partial<Record<keyof ApiKey, unknown>>;
    return { apiKey: String(data.apiKey ?? ''), createTime: String(data.createTime ?? '') };
};

/** The API key calls: read it, and regenerate it (or generate the first one). */
export const apiKeyCalls = (http: HttpClient) => ({
    getApiKey: async (): Promise<ApiKey> => readKey(await http.get(API_KEY_PATHS.get)),
    resetApiKey: async (): Promise<ApiKey> => readKey(await http.post(API_KEY_PATHS.reset)),
});
