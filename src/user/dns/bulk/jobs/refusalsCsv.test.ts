import { describe, expect, it } from 'vitest';
import { refusalsCsv } from './refusalsCsv';
import { listedDomains } from '../domains/domainListRule';
import { validateBulkDomainList as validateBulkDomains } from '../../../../validation/domainList';

describe('refusalsCsv', () => {
    it('writes item,line,reason with a header, quoting what needs it and leaving an unknown line empty', () => {
        expect(
            refusalsCsv([
                { item: 'a.com', line: 3, reason: '域名已存在' },
                { item: 'www.a.com TXT "x,y"', reason: 'bad "value"' },
            ]),
        ).toBe('item,line,reason\r\na.com,3,域名已存在\r\n"www.a.com TXT ""x,y""",,"bad ""value"""\r\n');
        expect(refusalsCsv([])).toBe('item,line,reason\r\n');
    });

    it("writes an item that a spreadsheet would run as a formula with a leading ' (the server echoes what was pasted)", () => {
        expect(refusalsCsv([{ item: "=cmd|' /C calc'!A0", line: 2, reason: '-格式错误' }])).toBe(
            `item,line,reason\r\n"'=cmd|' /C calc'!A0",2,"'-格式错误"\r\n`,
        );
    });
});

describe('bulk domain list rule', () => {
    it('names the first bad or repeated line with the bulk keys, and caps the list at 500', () => {
        expect(validateBulkDomains('a.com\nb.cn')).toBeUndefined();
        expect(validateBulkDomains('a.com\nnot a domain')).toEqual({ message: 'validation.domainList.format', args: { line: 'not a domain' } });
        expect(validateBulkDomains('a.com\nA.com')).toEqual({ message: 'validation.domainList.duplicate', args: { line: 'A.com' } });
        const many = Array.from({ length: 501 }, (_, index) => `d${index}.com`).join('\n');
        expect(validateBulkDomains(many)).toEqual({ message: 'validation.domainList.tooMany', args: { line: '500' } });
    });

    it('numbers the pasted lines, blank ones counted but skipped', () => {
        expect(listedDomains(' a.com \r\n\n b.cn\n')).toEqual([
            { domain: 'a.com', line: 1 },
            { domain: 'b.cn', line: 3 },
        ]);
    });
});
