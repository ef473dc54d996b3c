import { describe, expect, it } from 'vitest';
import { parseTypedDomainList, readTypedDomainLines, typedDomainListValidator } from './typedDomainList';

describe('a pasted list of domains to add', () => {
    it('reads each line as the add dialog does, with its line number (blank lines counted)', () =>
        expect(readTypedDomainLines('https://www.x.com/\n\n例子.中国\r\n  Café.fr ').map(({ line, name, removed }) => ({ line, name, removed }))).toEqual([
            { line: 1, name: 'x.com', removed: ['https://', 'www.', '/'] },
            { line: 3, name: 'xn--fsqu00a.xn--fiqs8s', removed: [] },
            { line: 4, name: 'xn--caf-dma.fr', removed: [] },
        ]));

    it.each([
        ['good.com\nnot_a domain', [{ line: 2, message: 'domainNames.list.format', args: { n: 2, text: 'not_a domain' } }]],
        ['good.com\na.b', [{ line: 2, message: 'domainNames.list.unknownSuffix', args: { n: 2, text: 'a.b' } }]],
        ['example.invalidtld', [{ line: 1, message: 'domainNames.list.unknownSuffix', args: { n: 1, text: 'example.invalidtld' } }]],
        ['good.com\n\n co.uk ', [{ line: 3, message: 'domainNames.list.publicSuffix', args: { n: 3, text: 'co.uk' } }]],
        ['com', [{ line: 1, message: 'domainNames.list.publicSuffix', args: { n: 1, text: 'com' } }]],
        // the same domain once read repeats the earlier line
        ['x.com\nhttps://www.X.com/', [{ line: 2, message: 'domainNames.list.duplicate', args: { n: 2, other: 1, text: 'https://www.X.com/' } }]],
        ['例子.中国\nxn--fsqu00a.xn--fiqs8s', [{ line: 2, message: 'domainNames.list.duplicate', args: { n: 2, other: 1, text: 'xn--fsqu00a.xn--fiqs8s' } }]],
        // every bad line at once, in line order
        [
            'a.b\nx.com\nnot_a domain\n\nX.com\ncom',
            [
                { line: 1, message: 'domainNames.list.unknownSuffix', args: { n: 1, text: 'a.b' } },
                { line: 3, message: 'domainNames.list.format', args: { n: 3, text: 'not_a domain' } },
                { line: 5, message: 'domainNames.list.duplicate', args: { n: 5, other: 2, text: 'X.com' } },
                { line: 6, message: 'domainNames.list.publicSuffix', args: { n: 6, text: 'com' } },
            ],
        ],
        // addresses are reduced to their names, not refused
        ['http://x.com/\nhttps://y.cn/path?q=1\nhttps://www.z.org:8443/', []],
    ])('%j', (text, problems) => expect(parseTypedDomainList(text).problems).toEqual(problems));

    it('counts the lines against the limit, and takes a list within it', () => {
        expect(parseTypedDomainList('a.com\nb.com\nc.com', { max: 2 }).problems).toEqual([{ line: 0, message: 'domainNames.list.tooMany', args: { max: 2 } }]);
        expect(parseTypedDomainList('a.com\nb.com', { max: 2 }).problems).toEqual([]);
    });

    it('validates as react-admin expects: empty passes, one problem is said, several are counted', () => {
        const validate = typedDomainListValidator({ max: 500 });
        expect(validate('')).toBeUndefined();
        expect(validate('x.com\nwww.y.cn')).toBeUndefined();
        expect(validate('x.com\na.b')).toEqual({ message: 'domainNames.list.unknownSuffix', args: { n: 2, text: 'a.b' } });
        expect(validate('a.b\nc.d\ncom')).toEqual({ message: 'lineProblems.summary', args: { smart_count: 3 } });
    });
});
