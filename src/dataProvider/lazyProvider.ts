/**
 * A flavour's provider whose bulk (every resource declaration and custom call of its screens) loads with the first
 * call that needs it, not with /login. `eager` answers what the sign-in page needs (the web config); any other
 * name is a function that loads the full provider, then calls it (an unknown name fails as react-admin's own
 * "Unknown dataProvider function" would). react-admin reads `supportAbortSignal` as a value, never a call.
 */
export const lazyProvider = <P extends object>(eager: Partial<P>, load: () => Promise<P>): P => {
    let full: Promise<P> | undefined;
    return new Proxy(eager, {
        get(target, name) {
            if (typeof name === 'symbol' || name === 'then' || name === 'supportAbortSignal') return undefined;
            if (name in target) return (target as Record<string, unknown>)[name];
            return async (...args: unknown[]) => {
                const provider = await (full ??= load());
                const call = (provider as Record<string, unknown>)[name];
                if (typeof call !== 'function') throw new Error(`Unknown dataProvider function: ${name}`);
                return (call as (...params: unknown[]) => unknown).apply(provider, args);
            };
        },
    }) as P;
};
