import { CHUNK_TIMEOUT_MS } from '../../config/constants';

/** The two load failures of SPEC section 8: a script chunk (ChunkLoadError) or its CSS (CSS_CHUNK_LOAD_FAILED). */
type ChunkErrorKind = 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED';

export class ChunkError extends Error {
    readonly kind: ChunkErrorKind;
    constructor(kind: ChunkErrorKind, cause?: unknown) {
        super(kind, { cause });
        this.name = kind;
        this.kind = kind;
    }
}

/** Vite reports a failed CSS preload as "Unable to preload CSS for ..."; anything else failing an import is a script chunk. */
export const toChunkError = (error: unknown): ChunkError => {
    if (error instanceof ChunkError) return error;
    const message = error instanceof Error ? error.message : String(error);
    return new ChunkError(/preload CSS|\.css/i.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError', error);
};

/** A chunk import that rejects as a ChunkError when it fails or takes longer than the chunk timeout. */
export const loadChunk = <T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> =>
    new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkError('ChunkLoadError', new Error(`timed out after ${timeoutMs} ms`))), timeoutMs);
        load().then(
            module => {
                clearTimeout(timer);
                resolve(module);
            },
            error => {
                clearTimeout(timer);
                reject(toChunkError(error));
            },
        );
    });
