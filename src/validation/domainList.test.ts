import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAIN_LIST_MESSAGES, domainListValidator, parseDomainList, splitLines } from './domainList';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/)).map(([labels, tld]) => [...labels, tld].join('.'));
const blank = fc.constantFrom('', ' ', '\t', '  ');

describe('domain list rule', () => {
    it('trims lines, ignores blank ones and accepts any line break', () => {
        expect(splitLines('  a.com \r\n\n\r b.cn\n   \n')).toEqual(['a.com', 'b.cn']);
        expect(parseDomainList(' a.com\n\n*.b.cn \n中文.com')).toEqual({ domains: ['a.com', '*.b.cn', '中文.com'] });
        expect(parseDomainList('')).toEqual({ domains: [] });
        expect(parseDomainList(undefined)).toEqual({ domains: [] });
    });

    it('names the first bad line', () => {
        expect(parseDomainList('a.com\nnot a domain\n1.2.3.4').error).toEqual({ key: DOMAIN_LIST_MESSAGES.format, line: 'not a domain' });
        expect(parseDomainList('a.com\n1.2.3.4').error).toEqual({ key: DOMAIN_LIST_MESSAGES.format, line: '1.2.3.4' });
        expect(parseDomainList('localhost').error?.line).toBe('localhost');
    });

    it('names a duplicate, ignoring letter case and spaces', () => {
        expect(parseDomainList('a.com\nb.com\n  A.COM ').error).toEqual({ key: DOMAIN_LIST_MESSAGES.duplicate, line: 'A.COM' });
    });

    it('refuses more than the limit, naming the limit', () => {
        const text = Array.from({ length: 501 }, (_, i) => `d${i}.com`).join('\n');
        expect(parseDomainList(text, { max: 500 }).error).toEqual({ key: DOMAIN_LIST_MESSAGES.tooMany, line: '500' });
        expect(parseDomainList(text).error).toBeUndefined();
        expect(parseDomainList(text.split('\n').slice(0, 500).join('\n'), { max: 500 }).error).toBeUndefined();
    });

    it('is a react-admin validator: empty passes, errors carry the line', () => {
        const validate = domainListValidator({ max: 2 });
        expect(validate('')).toBeUndefined();
        expect(validate(undefined)).toBeUndefined();
        expect(validate('a.com\nb.com')).toBeUndefined();
        expect(validate('a.com\nbad_')).toEqual({ message: DOMAIN_LIST_MESSAGES.format, args: { line: 'bad_' } });
        expect(validate('a.com\nb.com\nc.com')).toEqual({ message: DOMAIN_LIST_MESSAGES.tooMany, args: { line: '2' } });
    });

    it('property: distinct valid domains with blank lines and padding read back as the domains', () => {
        fc.assert(
            fc.property(
                fc.uniqueArray(domain, { minLength: 1, maxLength: 20, selector: d => d.toLowerCase() }),
                fc.array(blank, { maxLength: 5 }),
                (domains, blanks) => {
                    const text = [...domains.map(d => `  ${d} `), ...blanks].join('\n');
                    expect(parseDomainList(text)).toEqual({ domains });
                },
            ),
        );
    });

    it('property: repeating any line (in another case) is named as the duplicate', () => {
        fc.assert(
            fc.property(fc.uniqueArray(domain, { minLength: 1, maxLength: 10, selector: d => d.toLowerCase() }), fc.nat(), (domains, pick) => {
                const repeated = domains[pick % domains.length].toUpperCase();
                expect(parseDomainList([...domains, repeated].join('\n')).error).toEqual({ key: DOMAIN_LIST_MESSAGES.duplicate, line: repeated });
            }),
        );
    });

    it('property: a line with a space inside is named as badly formed', () => {
        fc.assert(
            fc.property(domain, domain, (a, b) => {
                expect(parseDomainList(`x.com\n${a} ${b}`).error).toEqual({ key: DOMAIN_LIST_MESSAGES.format, line: `${a} ${b}` });
            }),
        );
    });
});
