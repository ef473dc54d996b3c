/** The longest text a refusal carries (a refusal list stays small even for a file of long bad lines). */
export const REFUSAL_TEXT_MAX = 500;

/** The text of a file between two offsets, as a refusal shows it: line ends trimmed, cut at REFUSAL_TEXT_MAX. */
export const entryText = (text: string, start: number, end: number): string =>
    text
        .slice(start, Math.min(end, start + REFUSAL_TEXT_MAX))
        .replace(/\r(?=\n|$)/g, '')
        .replace(/\s+$/, '');
