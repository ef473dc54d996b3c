/**
 * Inline styles of server HTML, by allow-list: only these properties, each with a value of a strict form, are
 * kept; everything else is dropped. So operator HTML can colour, align, weigh and size text, but cannot place an
 * element over the console (position, inset, z-index, margins, transforms...), load anything (url(), image-set(),
 * @import, expression()) or hide a value from this check (a CSS escape such as `u\72l(`, a comment, quotes: no
 * allowed value holds a backslash, a slash-star or a quote).
 */

/** Longer values are not read at all (no allowed value comes near it). */
const MAX_VALUE = 64;

const COLOUR =
    /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]{3,20}|(?:rgba?|hsla?)\(\s*\d{1,3}(?:\.\d+)?(?:%|deg)?(?:\s*,\s*|\s+)\d{1,3}(?:\.\d+)?%?(?:\s*,\s*|\s+)\d{1,3}(?:\.\d+)?%?(?:\s*[,/]\s*(?:0|1|0?\.\d+|\d{1,3}%))?\s*\))$/i;

/** A font size no larger than about three times the text around it. */
const fontSize = (value: string): boolean => {
    if (/^(?:xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/i.test(value)) return true;
    const match = /^(\d{1,3}(?:\.\d+)?)(px|pt|em|rem|%)$/i.exec(value);
    if (!match) return false;
    const max = { px: 48, pt: 36, em: 3, rem: 3, '%': 300 }[match[2].toLowerCase() as 'px' | 'pt' | 'em' | 'rem' | '%'];
    return Number(match[1]) <= max;
};

const ALLOWED: Record<string, (value: string) => boolean> = {
    color: value => COLOUR.test(value),
    'background-color': value => COLOUR.test(value),
    'text-align': value => /^(?:left|right|center|justify|start|end)$/i.test(value),
    'font-weight': value => /^(?:normal|bold|bolder|lighter|[1-9]00)$/i.test(value),
    'font-style': value => /^(?:normal|italic|oblique)$/i.test(value),
    'text-decoration': value => /^(?:none|(?:underline|overline|line-through)(?:\s+(?:underline|overline|line-through)){0,2})$/i.test(value),
    'font-size': fontSize,
};

/** The allowed properties, for the documentation and tests. */
export const ALLOWED_STYLE_PROPERTIES = Object.keys(ALLOWED);

/**
 * A style attribute rewritten from its allowed declarations ("color: red; font-weight: bold"), or '' when none is
 * left. The output is rebuilt from the accepted names and values, never copied from the input, so whatever the
 * input's syntax, the browser reads only what was checked.
 */
export const safeInlineStyle = (style: string): string =>
    style
        .split(';')
        .map(declaration => {
            const colon = declaration.indexOf(':');
            if (colon < 0) return '';
            const name = declaration.slice(0, colon).trim().toLowerCase();
            const value = declaration
                .slice(colon + 1)
                .trim()
                .replace(/\s+/g, ' ');
            const accepts = Object.hasOwn(ALLOWED, name) ? ALLOWED[name] : undefined;
            return accepts && value.length <= MAX_VALUE && accepts(value) ? `${name}: ${value}` : '';
        })
        .filter(Boolean)
        .join('; ');
