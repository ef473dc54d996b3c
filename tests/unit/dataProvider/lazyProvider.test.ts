import { describe, expect, it, vi } from 'vitest';
import { lazyProvider } from '../../../src/dataProvider/lazyProvider';

interface Provider {
    getWebConfig: () => Promise<string>;
    getList: (resource: string) => Promise<string>;
}

describe('lazyProvider', () => {
    it('answers the eager calls without loading the rest', async () => {
        const load = vi.fn();
        const provider = lazyProvider<Provider>({ getWebConfig: async () => 'config' }, load);
        expect(await provider.getWebConfig()).toBe('config');
        expect(load).not.toHaveBeenCalled();
    });

    it('loads the full provider once, on the first other call, and calls it with the arguments', async () => {
        const full: Provider = { getWebConfig: async () => 'full config', getList: async resource => `list of ${resource}` };
        const load = vi.fn(async () => full);
        const provider = lazyProvider<Provider>({}, load);
        expect(await Promise.all([provider.getList('domain'), provider.getList('record')])).toEqual(['list of domain', 'list of record']);
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('is not a thenable and has no abort-signal support of its own; an unknown call fails as react-admin says it', async () => {
        const provider = lazyProvider<Provider & { nope: () => Promise<void> }>({}, async () => ({}) as Provider & { nope: () => Promise<void> });
        expect((provider as unknown as { then?: unknown }).then).toBeUndefined();
        expect((provider as unknown as { supportAbortSignal?: unknown }).supportAbortSignal).toBeUndefined();
        await expect(provider.nope()).rejects.toThrow('Unknown dataProvider function: nope');
    });
});
