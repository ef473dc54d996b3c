import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renameHandlers } from './renameHandlers';

/** The rule written as regular expressions (quadratic on unclosed tags): the reference for small inputs. */
const reference = (html: string): string =>
    html.replace(/<[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi, tag => tag.replace(/([\s/"'])on([a-z]+)(\s*=)/gi, '$1data-blocked-on$2$3'));

describe('renameHandlers', () => {
    it.each([
        ['<img src=x onerror=alert(1)>', '<img src=x data-blocked-onerror=alert(1)>'],
        ['<svg/onload=alert(1)>', '<svg/data-blocked-onload=alert(1)>'],
        ['<a title="a>b" onclick = "x">t</a>', '<a title="a>b" data-blocked-onclick = "x">t</a>'],
        ['<img src="x"onerror=y>', '<img src="x"data-blocked-onerror=y>'],
        ['text onclick=x <b>bold</b>', 'text onclick=x <b>bold</b>'],
        ['<a title="open', '<a title="open'],
    ])('%s', (html, expected) => {
        expect(renameHandlers(html)).toBe(expected);
    });

    it('renames exactly as the rule says, on any mix of tags, quotes and handlers (fast-check against the reference)', () => {
        const piece = fc.constantFrom('<a', '<img', '<', '>', '"', "'", ' ', '/', 'onerror', 'on', '=', 'x', 'ON', 'onload =', '\n');
        fc.assert(
            fc.property(fc.array(piece, { maxLength: 40 }), pieces => {
                const html = pieces.join('');
                expect(renameHandlers(html)).toBe(reference(html));
            }),
            { numRuns: 2000 },
        );
    });

    it('reads large hostile inputs whole: 160 000 unclosed tags, unclosed quotes, then a handler', () => {
        const unclosed = '<a'.repeat(160_000);
        expect(renameHandlers(unclosed)).toBe(unclosed);
        const quotes = `${'<a "'.repeat(40_000)}<img src=x onerror=alert(1)>`;
        expect(renameHandlers(quotes)).toBe(quotes.replace(' onerror=', ' data-blocked-onerror='));
        const many = '<b onclick=x>t</b>'.repeat(50_000);
        expect(renameHandlers(`${unclosed}${many}`)).toBe(`${unclosed}${'<b data-blocked-onclick=x>t</b>'.repeat(50_000)}`);
    });
});
