/** A pasted domain with the line it was typed on (1-based, blank lines counted). */
export interface ListedDomain {
    domain: string;
    line: number;
}

/** The domains of a pasted list (trimmed, blanks skipped) with their line numbers. */
export const listedDomains = (text: string): ListedDomain[] =>
    text.split(/\r\n|\r|\n/).flatMap((raw, index) => {
        const domain = raw.trim();
        return domain ? [{ domain, line: index + 1 }] : [];
    });
