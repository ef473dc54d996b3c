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
        ['good.com\nnot_a domain', { key: 'validation.domainList.format', line: 'not_a domain' }],
        ['good.com\na.b', { key: 'domainNames.list.unknownSuffix', line: 'a.b' }],
        ['example.invalidtld', { key: 'domainNames.list.unknownSuffix', line: 'example.invalidtld' }],
        ['good.com\n co.uk ', { key: 'domainNames.list.publicSuffix', line: 'co.uk' }],
        ['com', { key: 'domainNames.list.publicSuffix', line: 'com' }],
        // the same domain once read
        ['x.com\nhttps://www.X.com/', { key: 'validation.domainList.duplicate', line: 'https://www.X.com/' }],
        ['例子.中国\nxn--fsqu00a.xn--fiqs8s', { key: 'validation.domainList.duplicate', line: 'xn--fsqu00a.xn--fiqs8s' }],
    ])('%j: %j', (text, error) => expect(parseTypedDomainList(text).error).toEqual(error));

    it('counts the lines against the limit, and takes a list within it', () => {
        expect(parseTypedDomainList('a.com\nb.com\nc.com', { max: 2 }).error).toEqual({ key: 'validation.domainList.tooMany', line: '2' });
        expect(parseTypedDomainList('a.com\nb.com', { max: 2 }).error).toBeUndefined();
    });

    it('validates as react-admin expects: empty passes, a problem names its line', () => {
        const validate = typedDomainListValidator({ max: 500 });
        expect(validate('')).toBeUndefined();
        expect(validate('x.com\nwww.y.cn')).toBeUndefined();
        expect(validate('x.com\na.b')).toEqual({ message: 'domainNames.list.unknownSuffix', args: { line: 'a.b' } });
    });
});
