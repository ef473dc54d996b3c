/** What loaders answered, by loader: a module the signed-in preload loaded is then at hand in the same task. */
const answers = new WeakMap<object, unknown>();

/**
 * Calls `load` and remembers its answer under `key` (`load` itself by default), for `rememberedBy`. A page's first render needs the
 * modules the preload fetched (console/preload.ts) synchronously: awaiting even a resolved import() waits for a task
 * of its own, which on a cold load queues behind the whole first render and paint.
 */
export const loadRemembered = <T>(load: () => Promise<T>, key: () => Promise<T> = load): Promise<T> =>
    load().then(answer => {
        answers.set(key, answer);
        return answer;
    });

/** What `key` answered through loadRemembered, if it has. */
export const rememberedBy = <T>(key: () => Promise<T>): T | undefined => answers.get(key) as T | undefined;
