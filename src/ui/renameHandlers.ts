/**
 * Event handler attributes renamed before server HTML is parsed at all. DOMPurify would drop them anyway, but
 * Chromium reports a Content-Security-Policy violation for every inline handler it parses, even in DOMPurify's
 * inert document, so a hostile message would flood the reports. ` onerror=` inside a start tag becomes
 * ` data-blocked-onerror=`, which DOMPurify drops with every data-* attribute; text outside tags is untouched.
 *
 * A start tag is `<` and a letter up to the first `>` outside quotes ("..." or '...', which may hold `>`); a `<`
 * whose tag never closes is no tag. Finding that end with a regular expression from every `<` is quadratic (an
 * update log of 160 000 unclosed `<a` froze the page for 19 s), so the ends are found first, in one pass from
 * the right: linear for any input.
 */

/** An event handler attribute inside a tag: ` onerror=`, `/onload =`, `"onclick=`. */
const HANDLER = /([\s/"'])on([a-z]+)(\s*=)/gi;

/** A start tag's first two characters. */
const TAG_OPEN = /<[a-z]/gi;

/**
 * For each index i, where a tag scanned from i (outside quotes) ends: the index of its closing `>`, or -1 when
 * it never closes (no `>`, or a quote left open). Filled from the right: a quote at i jumps to the character
 * after its closing quote, whose end is already known.
 */
const tagEnds = (html: string): Int32Array => {
    const end = new Int32Array(html.length + 1).fill(-1);
    let nextDouble = -1;
    let nextSingle = -1;
    for (let index = html.length - 1; index >= 0; index--) {
        const char = html[index];
        if (char === '>') end[index] = index;
        else if (char === '"') end[index] = nextDouble < 0 ? -1 : end[nextDouble + 1];
        else if (char === "'") end[index] = nextSingle < 0 ? -1 : end[nextSingle + 1];
        else end[index] = end[index + 1];
        if (char === '"') nextDouble = index;
        else if (char === "'") nextSingle = index;
    }
    return end;
};

export const renameHandlers = (html: string): string => {
    if (!/<[a-z]/i.test(html) || !/on[a-z]/i.test(html)) return html;
    const end = tagEnds(html);
    const parts: string[] = [];
    let copied = 0;
    TAG_OPEN.lastIndex = 0;
    for (let open = TAG_OPEN.exec(html); open; open = TAG_OPEN.exec(html)) {
        const close = end[open.index + 2];
        if (close < 0) continue;
        parts.push(html.slice(copied, open.index), html.slice(open.index, close + 1).replace(HANDLER, '$1data-blocked-on$2$3'));
        copied = close + 1;
        TAG_OPEN.lastIndex = copied;
    }
    parts.push(html.slice(copied));
    return parts.join('');
};
