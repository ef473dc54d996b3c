/// <reference lib="webworker" />
import { packResult, transferables } from './packed';
import { parseZone } from './parse';
import type { WorkerRequest, WorkerResponse } from './workerMessages';

/** The zone-file parse off the main thread: reads the text (or the File itself), answers the ParseResult packed (packed.ts). */
self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
    const { source, options, fileName } = event.data;
    try {
        const text = typeof source === 'string' ? source : await source.text();
        const packed = packResult(parseZone(text, options, fileName));
        const answer: WorkerResponse = { packed };
        self.postMessage(answer, { transfer: transferables(packed) });
    } catch (error) {
        const answer: WorkerResponse = { error: error instanceof Error ? error.message : String(error) };
        self.postMessage(answer);
    }
};
