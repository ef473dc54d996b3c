import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkError, loadChunk, toChunkError } from './chunkError';

describe('chunk load failures', () => {
    afterEach(() => vi.useRealTimers());

    it.each([
        ['Failed to fetch dynamically imported module: /assets/a.js', 'ChunkLoadError'],
        ['Importing a module script failed.', 'ChunkLoadError'],
        ['Unable to preload CSS for /assets/a.css', 'CSS_CHUNK_LOAD_FAILED'],
    ])('%s is a %s', (message, kind) => {
        expect(toChunkError(new TypeError(message)).kind).toBe(kind);
    });

    it('gives up on a chunk after the chunk timeout (120 s)', async () => {
        vi.useFakeTimers();
        const pending = loadChunk(() => new Promise(() => {}));
        const assertion = expect(pending).rejects.toBeInstanceOf(ChunkError);
        await vi.advanceTimersByTimeAsync(119_999);
        await vi.advanceTimersByTimeAsync(1);
        await assertion;
    });
});
