import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeFormula, readCsvCell, toCsv } from './csv';

describe('toCsv', () => {
    it('quotes cells with commas, quotes, line breaks or edge spaces, and joins lines with CRLF', () => {
        expect(
            toCsv([
                ['a', 'b,c', 'say "hi"'],
                [1, 'two\nlines', ' pad'],
            ]),
        ).toBe('a,"b,c","say ""hi"""\r\n1,"two\nlines"," pad"');
    });

    it.each([
        ['=HYPERLINK("https://evil.example","x")', `"'=HYPERLINK(""https://evil.example"",""x"")"`],
        ['+1+cmd|/C calc!A0', `"'+1+cmd|/C calc!A0"`],
        ['-2+3', `"'-2+3"`],
        ['@SUM(A1)', `"'@SUM(A1)"`],
        ['\t=1', `"'\t=1"`],
        ['\r=1', `"'\r=1"`],
        ["'=1", `"''=1"`],
        ["''-1", `"'''-1"`],
    ])("writes a text cell that a spreadsheet would run as a formula with a leading ' and quoted: %j", (text, written) => {
        expect(toCsv([[text]])).toBe(written);
    });

    it('leaves numbers (negative ones too), a lone @ (the zone apex) and other text as they are', () => {
        expect(toCsv([[-5, 0, 3.5, 'a=b', "it's", 'v=spf1 -all', '中文', '@']])).toBe("-5,0,3.5,a=b,it's,v=spf1 -all,中文,@");
    });
});

describe('readCsvCell', () => {
    it("takes off exactly the ' the writer added, whatever the text", () => {
        fc.assert(
            fc.property(fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a', ' ', '"') }), text => {
                expect(readCsvCell(escapeFormula(text))).toBe(text);
                expect(escapeFormula(text)).not.toMatch(/^(?:[=+\-\t\r]|@.)/s);
            }),
        );
    });

    it("leaves a ' that the writer did not add", () => {
        expect(["'quoted'", "'", "'a=1"].map(readCsvCell)).toEqual(["'quoted'", "'", "'a=1"]);
    });
});
