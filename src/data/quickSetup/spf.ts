/**
 * SPF merging ("SPF Record Merging"): a template names its SPF rules with the pseudo-type SPFM; the DNS provider keeps
 * ONE SPF TXT record per host holding the rules of every service, ending with the fixed `~all` the specification
 * advises. A rule given twice with different qualifiers keeps the least restrictive (pass, then neutral, then soft
 * fail, then fail). An existing record's `redirect=` cannot be merged with rules beside it: the merged record replaces
 * it (the diff shows that), as the specification lets a provider resolve the conflict in its own way.
 */

const RANK: Record<string, number> = { '-': 0, '~': 1, '?': 2, '+': 3 };

/** Whether a TXT text is an SPF record. */
export const isSpf = (text: string): boolean => /^v=spf1(\s|$)/i.test(text.trim());

interface Term {
    key: string;
    qualifier: string;
    body: string;
}

const termOf = (word: string): Term => {
    const qualifier = word[0] in RANK ? word[0] : '';
    const body = qualifier ? word.slice(1) : word;
    return { key: body.toLowerCase(), qualifier, body };
};

/** The rules of an SPF text (or of an SPFM's spfRules): every term but `v=spf1`, `all` and `redirect=`. */
export const spfRules = (text: string): Term[] =>
    text
        .trim()
        .split(/\s+/)
        .filter(word => word !== '' && !/^v=spf1$/i.test(word))
        .map(termOf)
        .filter(term => term.key !== 'all' && !term.key.startsWith('redirect='));

const rank = (term: Term) => RANK[term.qualifier || '+'];

/** The one SPF text of a host: the existing record's rules (if any), then each template's, once each, and `~all`. */
export const mergeSpf = (existing: string | undefined, rules: readonly string[]): string => {
    const merged = new Map<string, Term>();
    for (const term of [...(existing ? spfRules(existing) : []), ...rules.flatMap(spfRules)]) {
        const found = merged.get(term.key);
        if (!found) merged.set(term.key, term);
        else if (rank(term) > rank(found)) merged.set(term.key, { ...found, qualifier: term.qualifier });
    }
    const words = [...merged.values()].map(term => `${term.qualifier}${term.body}`);
    return ['v=spf1', ...words, '~all'].join(' ');
};
