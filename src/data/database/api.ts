import type { HttpClient } from '../../http/client';
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

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * The key's members. The envelope's own `code` is the call's status, so the key's code is read from `data`
 * (designed: the demo answers the three in `data`, and token/importUrl also at the top level, as known).
 */
export const toAuthKey = (json: Record<string, unknown>): AuthKey => {
    const data = (json.data && typeof json.data === 'object' ? json.data : {}) as Record<string, unknown>;
    return {
        code: str(data.code),
        token: str(data.token) || str(json.token),
        importUrl: str(data.importUrl) || str(json.importUrl),
    };
};

/** The node config text: `data` as text (designed), or `conf` / `content` when a server names it so. */
export const toNodeConfig = (json: Record<string, unknown>): string => {
    const value = json.data ?? json.conf ?? json.content;
    if (typeof value === 'string') return value;
    return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
};

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
