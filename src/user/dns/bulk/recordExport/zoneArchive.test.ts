import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zoneArchive, zoneArchiveName } from './zoneArchive';

const file = (name: string, text: string) => ({ name, text, type: 'text/plain;charset=utf-8', leftOut: 0 });

describe('the zone archive', () => {
    it('holds every file under its own name, text as written (UTF-8)', () => {
        const zip = zoneArchive([file('a.com.zone', '$ORIGIN a.com.\n@ 600 IN A 1.2.3.4\n'), file('例子.中国.csv', '\uFEFF主机记录,记录类型\n@,TXT\n')]);
        const back = unzipSync(zip);
        expect(Object.keys(back)).toEqual(['a.com.zone', '例子.中国.csv']);
        expect(strFromU8(back['a.com.zone'])).toBe('$ORIGIN a.com.\n@ 600 IN A 1.2.3.4\n');
        // byte for byte, the mark that tells spreadsheets it is UTF-8 included
        expect([...back['例子.中国.csv']]).toEqual([...strToU8('\uFEFF主机记录,记录类型\n@,TXT\n')]);
        expect([...back['例子.中国.csv'].slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    });

    it.each([
        ['bind', new Date(2026, 10, 28, 23, 59), 'zones-bind-20261128.zip'],
        ['csv', new Date(2027, 0, 5), 'zones-csv-20270105.zip'],
    ] as const)('names a %s archive of %s %s', (format, now, name) => expect(zoneArchiveName(format, now)).toBe(name));
});
