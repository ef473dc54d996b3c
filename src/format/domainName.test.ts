import { describe, expect, it } from 'vitest';
import { displayDomain, domainToAscii } from './domainName';

describe('domain names both ways (IDNA)', () => {
    it.each([
        ['例子.中国', 'xn--fsqu00a.xn--fiqs8s'],
        ['café.fr', 'xn--caf-dma.fr'],
        ['münchen.de', 'xn--mnchen-3ya.de'],
        ['MÜNCHEN.DE', 'xn--mnchen-3ya.de'],
        // full-width letters and the ideographic full stop, as Chinese input methods type them
        ['ｅｘａｍｐｌｅ。ｃｏｍ', 'example.com'],
        ['Example.COM', 'example.com'],
        ['xn--fsqu00a.xn--fiqs8s', 'xn--fsqu00a.xn--fiqs8s'],
    ])('stores %s as %s', (typed, ascii) => expect(domainToAscii(typed)).toBe(ascii));

    it.each(['', 'a b.com', 'x.com/path', 'user@x.com', 'x.com:80', 'xn--a.com'])('reads no host from %j', typed =>
        expect(domainToAscii(typed)).toBeUndefined(),
    );

    it.each([
        ['xn--fsqu00a.xn--fiqs8s', '例子.中国'],
        ['xn--caf-dma.fr', 'café.fr'],
        ['www.xn--mnchen-3ya.de', 'www.münchen.de'],
        ['example.com', 'example.com'],
        // not valid punycode, or not the form a conversion gives back: shown as stored
        ['xn--zz.com', 'xn--zz.com'],
        ['XN--CAF-DMA.fr', 'XN--CAF-DMA.fr'],
    ])('shows %s as %s', (ascii, shown) => expect(displayDomain(ascii)).toBe(shown));
});
