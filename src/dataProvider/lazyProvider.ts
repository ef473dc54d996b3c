/**
 * A flavour's provider whose bulk (every resource declaration and custom call of its screens) loads with the first
 * call that needs it, not with /login. `eager` answers what the sign-in page needs (the web config); any other
 * name is a function that loads the full provider, then calls it (an unknown name fails as react-admin's own
 * "Unknown dataProvider function" would). react-admin reads `supportAbortSignal` as a value, never a call.
 *
 * `loaded`: the full provider when it is already there (a signed-in start, console/preload.ts): every call goes
 * straight to it, in the same task. Awaiting even a loaded import() waits for a task of its own, and on a first page
 * that task queued behind the browser's whole first render and paint before the list's request left.
 */
export const lazyProvider = <P extends object>(eager: Partial<P>, load: () => Promise<P>, options: { loaded?: P } = {}): P => {
    let loaded = options.loaded;
    let full: Promise<P> | undefined;
    // a failed load (a chunk that did not arrive) is tried again by the next call
    const loadFull = () =>
        (full ??= load().then(
            provider => (loaded = provider),
            error => {
                full = undefined;
                throw error;
            },
        ));
    return new Proxy(eager, {
        get(target, name) {
            if (typeof name === 'symbol' || name === 'then' || name === 'supportAbortSignal') return undefined;
            if (name in target) return (target as Record<string, unknown>)[name];
            return async (...args: unknown[]) => {
                const provider = loaded ?? (await loadFull());
                const call = (provider as Record<string, unknown>)[name];
                if (typeof call !== 'function') throw new Error(`Unknown dataProvider function: ${name}`);
                return (call as (...params: unknown[]) => unknown).apply(provider, args);
            };
        },
    }) as P;
};
