import punycode from 'punycode.js';

/**
 * Internationalised domain names (IDNA) both ways. To ASCII, the platform's own conversion: the URL parser of
 * browsers and Node maps a host by UTS #46 (lower case, full-width letters and the ideographic full stop 。,
 * Unicode normalisation) and writes each non-ASCII label as punycode, so `例子.中国` is `xn--fsqu00a.xn--fiqs8s`.
 * Back to Unicode, for display: browsers offer no toUnicode, so punycode.js (the maintained library Node's own
 * `punycode` module came from) decodes the `xn--` labels.
 */

/** The name as the DNS stores it (ASCII, punycode labels, lower case), or undefined when no host can be read from it. */
export const domainToAscii = (name: string): string | undefined => {
    if (name === '' || /[\s/\\?#@:[\]%]/.test(name)) return undefined;
    try {
        return new URL(`http://${name}`).hostname;
    } catch {
        return undefined;
    }
};

/**
 * The name as people read it: `xn--` labels in their script (`xn--fsqu00a.xn--fiqs8s` shows `例子.中国`), other
 * labels as they are. A name whose Unicode form would not convert back to the same ASCII (a label that is not
 * valid punycode, or mixed case) is shown as it is stored, so what is shown always names the same zone.
 */
export const displayDomain = (ascii: string): string => {
    if (!/(^|\.)xn--/i.test(ascii)) return ascii;
    try {
        const unicode = punycode.toUnicode(ascii);
        return domainToAscii(unicode) === ascii ? unicode : ascii;
    } catch {
        return ascii;
    }
};
