import type { PackedResult } from './packed';
import type { ParseOptions } from './types';

/** What the page posts to parse.worker.ts: the text or the File (read in the worker), and how to read it. */
export interface WorkerRequest {
    source: string | Blob;
    options: ParseOptions;
    fileName?: string;
}

/** The result packed (packed.ts), its typed arrays transferred. */
export type WorkerResponse = { packed: PackedResult } | { error: string };
