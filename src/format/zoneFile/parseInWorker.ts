import { unpackResult } from './packed';
import { parseZone } from './parse';
import type { ParseOptions, ParseResult } from './types';
import type { WorkerRequest, WorkerResponse } from './workerMessages';

export interface WorkerParseOptions extends ParseOptions {
    /** Stops the parse (the worker is terminated) and rejects with an AbortError. */
    signal?: AbortSignal;
}

const abortError = () => new DOMException('The zone file parse was aborted', 'AbortError');

const fileNameOf = (source: string | File): string | undefined => (typeof source === 'string' ? undefined : source.name);

/**
 * parseZone in a Web Worker: the page only posts the text (or the File, read in the worker) and receives the
 * result packed as flat arrays (packed.ts), unpacked in slices, so a 50 000-record file never blocks the main
 * thread. Without Worker (jsdom, old browsers) it parses here. One worker per call, ended when it answers or on abort.
 */
export const parseZoneInWorker = async (source: string | File, options: WorkerParseOptions): Promise<ParseResult> => {
    const { signal, ...parseOptions } = options;
    if (signal?.aborted) throw abortError();
    const fileName = fileNameOf(source);
    if (typeof Worker === 'undefined') {
        const text = typeof source === 'string' ? source : await source.text();
        if (signal?.aborted) throw abortError();
        return parseZone(text, parseOptions, fileName);
    }
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    return new Promise<ParseResult>((resolve, reject) => {
        const end = () => {
            worker.terminate();
            signal?.removeEventListener('abort', onAbort);
        };
        const onAbort = () => {
            end();
            reject(abortError());
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
            end();
            if ('packed' in event.data) unpackResult(event.data.packed, signal).then(resolve, reject);
            else reject(new Error(event.data.error));
        };
        worker.onerror = event => {
            end();
            reject(new Error(event.message || 'zone file worker failed'));
        };
        const request: WorkerRequest = { source, options: parseOptions, fileName };
        worker.postMessage(request);
    });
};
