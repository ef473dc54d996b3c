import { nested, readAnswer, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

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

/** How the answers are read (dataProvider/answers.ts). */
const apiKey: RecordSchema<ApiKey> = row({ apiKey: text, createTime: text });
const readKey = reader(apiKey, API_KEY_PATHS.get);
/** A new key is made whatever the answer holds: what it gives is read as far as it can be. */
const madeKey: RecordSchema<ApiKey> = nested({ apiKey: text, createTime: text });

/** The API key calls: read it, and regenerate it (or generate the first one). */
export const apiKeyCalls = (http: HttpClient) => ({
    getApiKey: async (): Promise<ApiKey> => readKey((await http.get(API_KEY_PATHS.get)).data),
    resetApiKey: async (): Promise<ApiKey> => readAnswer(madeKey, (await http.post(API_KEY_PATHS.reset)).data, API_KEY_PATHS.reset),
});
