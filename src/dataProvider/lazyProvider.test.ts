import { describe, expect, it, vi } from 'vitest';
import { lazyProvider } from './lazyProvider';

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

describe('lazyProvider with the full provider already loaded (a signed-in start)', () => {
    it('calls it in the same task, and never loads', () => {
        const getList = vi.fn(async (resource: string) => `list of ${resource}`);
        const load = vi.fn();
        const provider = lazyProvider<Provider>({}, load, { loaded: { getWebConfig: async () => 'config', getList } });
        void provider.getList('domain');
        // no await in between: the full provider was called synchronously
        expect(getList).toHaveBeenCalledWith('domain');
        expect(load).not.toHaveBeenCalled();
    });

    it('without it, a load that fails is tried again by the next call', async () => {
        const load = vi
            .fn<() => Promise<Provider>>()
            .mockRejectedValueOnce(new Error('offline'))
            .mockResolvedValue({ getWebConfig: async () => 'config', getList: async resource => `list of ${resource}` });
        const provider = lazyProvider<Provider>({}, load);
        await expect(provider.getList('domain')).rejects.toThrow('offline');
        expect(await provider.getList('domain')).toBe('list of domain');
        expect(load).toHaveBeenCalledTimes(2);
    });
});
