/**
 * The calls whose last answer held something the console could not read (a list that was not a list, a name that
 * was an object...): the answer parsers (answers.ts) report them, having dropped or replaced what did not fit, and
 * the shell says so above the page (console/shell/UnreadableNotice.tsx) until the user moves to another page.
 * Kept here, not in the shell, so that a call answered before the shell is there (the web config, a first list read
 * while the page loads) is still shown.
 */
let sources: readonly string[] = [];
const listeners = new Set<() => void>();

const changed = () => listeners.forEach(listener => listener());

/** The prefix of the console warning that names a call whose answer could not be read whole. */
export const UNREADABLE_WARNING = '[unreadable-answer]';

/**
 * `source` is the call's path (`app/dns/domain/list`): the one thing support needs to find the answer. It is also
 * written to the browser's console (the browser tests fail on it, unless a test sends wrong answers on purpose).
 */
export const reportUnreadable = (source: string): void => {
    if (sources.includes(source)) return;
    console.warn(`${UNREADABLE_WARNING} ${source}`);
    sources = [...sources, source];
    changed();
};

export const unreadableSources = (): readonly string[] => sources;

export const clearUnreadable = (): void => {
    if (!sources.length) return;
    sources = [];
    changed();
};

export const onUnreadable = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
};
