import { ApiError } from './ApiError';
import { isSuccess, judge, parseEnvelope, type Envelope, type HttpClient, type Params } from './client';

/**
 * File transfers over the client's transport: the same base, token header, timeout, 401 handling and error
 * mapping as every call, with progress. Only the screens that move files load this module.
 */

/** Bytes moved so far; `total` when the size is known (Content-Length, or the file's size for an upload). */
export interface TransferProgress {
    loaded: number;
    total?: number;
}

interface DownloadOptions {
    query?: Params;
    onProgress?: (progress: TransferProgress) => void;
    signal?: AbortSignal;
    /** The file name when the answer's Content-Disposition names none. */
    fallbackName?: string;
}

interface DownloadResult {
    blob: Blob;
    filename: string;
}

interface UploadOptions {
    /** The multipart field of the file: `file` by default. */
    field?: string;
    /** Other multipart fields. */
    body?: Params;
    query?: Params;
    onProgress?: (progress: TransferProgress) => void;
    signal?: AbortSignal;
}

/** The file name a Content-Disposition header gives (RFC 5987 `filename*` first), if any. */
export const dispositionFilename = (header: string | null): string | undefined => {
    if (!header) return undefined;
    const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
    if (extended) {
        try {
            return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
        } catch {
            // a badly encoded name: try the plain one
        }
    }
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
    const name = (plain?.[2] ?? plain?.[1])?.trim();
    return name || undefined;
};

/** A body of `total` bytes (or unknown) read chunk by chunk, reporting progress. */
const readWithProgress = async (response: Response, onProgress?: (progress: TransferProgress) => void): Promise<Blob> => {
    const length = Number(response.headers.get('content-length'));
    const total = Number.isFinite(length) && length > 0 ? length : undefined;
    const type = response.headers.get('content-type') ?? '';
    if (!response.body) {
        const blob = await response.blob();
        onProgress?.({ loaded: blob.size, total: total ?? blob.size });
        return blob;
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let loaded = 0;
    onProgress?.({ loaded, total });
    for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        loaded += value.byteLength;
        onProgress?.({ loaded, total });
    }
    return new Blob(chunks as BlobPart[], { type });
};

const isAttachment = (response: Response) => /attachment|filename/i.test(response.headers.get('content-disposition') ?? '');
const isJson = (response: Response) => /json/i.test(response.headers.get('content-type') ?? '');

/** GETs a file, reporting progress as it streams; an envelope answer with a failure code is an ApiError. */
export const downloadFile = async (http: HttpClient, path: string, options: DownloadOptions = {}): Promise<DownloadResult> => {
    const { query, onProgress, signal, fallbackName = 'download' } = options;
    const { headers: baseHeaders, send, transportError } = http.transport;
    const headers = { ...baseHeaders(), Accept: '*/*' };
    const { response, timeout } = await send(http.url(path, query), { method: 'GET', headers }, signal);
    let blob: Blob;
    try {
        blob = await readWithProgress(response, onProgress);
    } catch (error) {
        throw transportError(error, signal, timeout);
    }
    // an envelope instead of a file (a refusal, an expired session): judged as any other answer
    if (!response.ok || (isJson(response) && !isAttachment(response))) {
        const json = parseEnvelope(await blob.text());
        if (!response.ok || (json && 'code' in json && !isSuccess(json.code))) judge(response.status, json);
    }
    return { blob, filename: dispositionFilename(response.headers.get('content-disposition')) ?? fallbackName };
};

/** POSTs a file as multipart form data (XMLHttpRequest: upload progress), answered by an envelope. */
export const uploadFile = <T extends Envelope = Envelope>(http: HttpClient, path: string, file: Blob, options: UploadOptions = {}): Promise<T> => {
    const { field = 'file', body, query, onProgress, signal } = options;
    const { headers: baseHeaders, timeoutMs } = http.transport;
    return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
        const xhr = new XMLHttpRequest();
        const form = new FormData();
        for (const [key, value] of Object.entries(body ?? {})) {
            if (value === undefined || value === null) continue;
            form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
        }
        form.append(field, file, 'name' in file && typeof file.name === 'string' ? file.name : 'file');
        xhr.open('POST', http.url(path, query));
        xhr.withCredentials = true;
        xhr.timeout = timeoutMs;
        // the browser sets the multipart Content-Type with its boundary
        for (const [key, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(key, value);
        const onAbort = () => xhr.abort();
        signal?.addEventListener('abort', onAbort, { once: true });
        const settle = (action: () => void) => {
            signal?.removeEventListener('abort', onAbort);
            action();
        };
        xhr.upload.onprogress = event => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
        xhr.onload = () =>
            settle(() => {
                try {
                    resolve(judge<T>(xhr.status, parseEnvelope(xhr.responseText)));
                } catch (error) {
                    reject(error);
                }
            });
        xhr.onerror = () => settle(() => reject(new ApiError('http.network', 0, 0)));
        xhr.ontimeout = () => settle(() => reject(new ApiError('http.timeout', 0, 0)));
        xhr.onabort = () => settle(() => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')));
        onProgress?.({ loaded: 0, total: file.size });
        xhr.send(form);
    });
};
