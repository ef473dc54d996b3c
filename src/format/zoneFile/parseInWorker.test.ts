import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseZone, parseZoneInWorker } from './';
import { packResult } from './packed';
import type { WorkerRequest, WorkerResponse } from './workerMessages';

const TEXT = '$TTL 300\nwww A 192.0.2.1\nbad A x';
const OPTIONS = { origin: 'example.com' };

/** A Worker that answers like parse.worker.ts (the result packed), after a tick; notes what it was sent and whether it was ended. */
class FakeWorker {
    static made: FakeWorker[] = [];
    onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    sent: WorkerRequest[] = [];
    terminated = false;
    constructor(
        readonly url: URL,
        readonly options: WorkerOptions,
    ) {
        FakeWorker.made.push(this);
    }
    postMessage(request: WorkerRequest) {
        this.sent.push(request);
        setTimeout(async () => {
            if (this.terminated) return;
            const text = typeof request.source === 'string' ? request.source : await request.source.text();
            this.onmessage?.({ data: { packed: packResult(parseZone(text, request.options, request.fileName)) } } as MessageEvent<WorkerResponse>);
        }, 5);
    }
    terminate() {
        this.terminated = true;
    }
}

afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
});

describe('parseZoneInWorker', () => {
    it('parses here when there is no Worker (jsdom), a text or a File', async () => {
        vi.stubGlobal('Worker', undefined);
        expect(await parseZoneInWorker(TEXT, OPTIONS)).toEqual(parseZone(TEXT, OPTIONS));
        const file = new File(['host,type,value\nwww,A,192.0.2.1'], 'zone.txt');
        expect((await parseZoneInWorker(file, OPTIONS)).format).toBe('csv');
    });

    it('refuses at once when already aborted', async () => {
        vi.stubGlobal('Worker', undefined);
        await expect(parseZoneInWorker(TEXT, { ...OPTIONS, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    });

    it('posts the text and the options (no signal) to a module worker, answers its result and ends it', async () => {
        vi.stubGlobal('Worker', FakeWorker);
        const controller = new AbortController();
        const result = await parseZoneInWorker(TEXT, { ...OPTIONS, format: 'bind', signal: controller.signal });
        expect(result).toEqual(parseZone(TEXT, { ...OPTIONS, format: 'bind' }));
        const [worker] = FakeWorker.made;
        expect(worker.options).toEqual({ type: 'module' });
        expect(String(worker.url)).toMatch(/parse\.worker\.ts/);
        expect(worker.sent).toEqual([{ source: TEXT, options: { origin: 'example.com', format: 'bind' }, fileName: undefined }]);
        expect(worker.terminated).toBe(true);
    });

    it('sends a File as it is (read in the worker) with its name, for detection', async () => {
        vi.stubGlobal('Worker', FakeWorker);
        const file = new File(['host,type,value\nwww,A,192.0.2.1'], 'export.csv');
        expect((await parseZoneInWorker(file, OPTIONS)).records).toHaveLength(1);
        expect(FakeWorker.made[0].sent[0]).toMatchObject({ source: file, fileName: 'export.csv' });
    });

    it('ends the worker and rejects on abort', async () => {
        vi.stubGlobal('Worker', FakeWorker);
        const controller = new AbortController();
        const parsing = parseZoneInWorker(TEXT, { ...OPTIONS, signal: controller.signal });
        controller.abort();
        await expect(parsing).rejects.toMatchObject({ name: 'AbortError' });
        expect(FakeWorker.made[0].terminated).toBe(true);
    });
});

describe('packed results', () => {
    it('unpack to the same result, every optional field kept or left out, over several slices', async () => {
        const { unpackResult } = await import('./packed');
        const records = Array.from({ length: 12_000 }, (_, index) => ({
            host: `h${index}`,
            type: index % 2 ? 'MX' : 'A',
            value: index % 2 ? 'mail.example.com' : '192.0.2.1',
            ttl: 600 + index,
            ...(index % 2 ? { mx: index % 50 } : {}),
            ...(index % 3 === 0 ? { weight: 0 } : {}),
            ...(index % 5 === 0 ? { line: '电信' } : {}),
            ...(index % 7 === 0 ? { paused: true } : {}),
            sourceLine: index + 1,
        }));
        const result = { format: 'bind' as const, records, refusals: [{ line: 1, text: 'x', reason: 'zoneFile.noType' }] };
        expect(await unpackResult(packResult(result))).toEqual(result);
    });
});
