import * as v from 'valibot';
import { nested, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { Envelope, HttpClient } from '../../http/client';
import { downloadFile, uploadFile, type TransferProgress } from '../../http/transfer';

/** Database and keys (admin; SPEC section 7 "System config calls"). */
const DATABASE_PATHS = {
    export: 'sys/config/export/db', // known: GET, answers the file (the demo: JSON, Content-Disposition attachment)
    import: 'sys/config/import/db', // known: POST multipart, field `file`; answer {code, msg} designed
    authKey: 'sys/cdnsys/auth/check/key/show', // known: GET, answers code, token, importUrl
    nodeConfig: 'sys/config/ants/conf/view', // known path; answer designed: `data` is the config file's text
} as const;

/** The CDN nodes' auth key. */
interface AuthKey {
    code: string;
    token: string;
    importUrl: string;
}

interface TransferOptions {
    onProgress?: (progress: TransferProgress) => void;
    signal?: AbortSignal;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The export's name when the server gives none: dns-console-YYYYMMDD.json, today's local date. */
export const defaultExportName = (date = new Date()): string => `dns-console-${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}.json`;

/**
 * The key's members. The envelope's own `code` is the call's status, so the key's code is read from `data`
 * (designed: the demo answers the three in `data`, and token/importUrl also at the top level, as known).
 */
const authKey: RecordSchema<AuthKey> = v.pipe(
    row({ data: nested({ code: text, token: text, importUrl: text }), token: text, importUrl: text }),
    v.transform(({ data, token, importUrl }) => ({ code: data.code, token: data.token || token, importUrl: data.importUrl || importUrl })),
);

/** The node config text: `data` as text (designed), or `conf` / `content` when a server names it so; anything else shown as its JSON. */
const nodeConfig: RecordSchema<string> = v.pipe(
    row({ data: v.optional(v.unknown()), conf: v.optional(v.unknown()), content: v.optional(v.unknown()) }),
    v.transform(({ data, conf, content }) => {
        const value = data ?? conf ?? content;
        if (typeof value === 'string') return value;
        return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    }),
);

export const toAuthKey = (json: Envelope): AuthKey => readAnswer(authKey, json, DATABASE_PATHS.authKey);
export const toNodeConfig = (json: Envelope): string => readAnswer(nodeConfig, json, DATABASE_PATHS.nodeConfig);

/** Typed custom calls, spread into the admin dataProvider. */
export const databaseCalls = (http: HttpClient) => ({
    exportDatabase: ({ onProgress, signal }: TransferOptions = {}) =>
        downloadFile(http, DATABASE_PATHS.export, { onProgress, signal, fallbackName: defaultExportName() }),
    importDatabase: async (file: Blob, { onProgress, signal }: TransferOptions = {}): Promise<void> => {
        await uploadFile(http, DATABASE_PATHS.import, file, { field: 'file', onProgress, signal });
    },
    getAuthKey: async (): Promise<AuthKey> => toAuthKey(await http.get(DATABASE_PATHS.authKey)),
    getNodeConfig: async (): Promise<string> => toNodeConfig(await http.get(DATABASE_PATHS.nodeConfig)),
});
