import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, detectFormat, parseZone, writeCsv, type ZoneRecord } from './';

const ZONE = 'example.com';
const csv = (text: string) => parseZone(text, { origin: ZONE, format: 'csv' });
const HEADER = CSV_COLUMNS.join(',');

describe('CSV reader', () => {
    it("reads the console's columns, quoted fields and the defaults", () => {
        const result = csv(
            [
                HEADER,
                '@,A,默认,192.0.2.1,,,600,enabled',
                'www,a,电信,192.0.2.2,,50,300,paused',
                '@,MX,,mail.example.com,10,,,',
                '_dmarc,TXT,,"""a, b"" ""c""",,,600,启用',
                '@,TXT,,"v=spf1 include:spf.example.com ~all",,,600,暂停',
                '"",CNAME,,cdn.example.net.,,,,',
            ].join('\n'),
        );
        expect(result.refusals).toEqual([]);
        expect(result.records).toEqual<ZoneRecord[]>([
            { host: '@', type: 'A', value: '192.0.2.1', ttl: 600, line: '默认', sourceLine: 2 },
            { host: 'www', type: 'A', value: '192.0.2.2', ttl: 300, line: '电信', weight: 50, paused: true, sourceLine: 3 },
            { host: '@', type: 'MX', value: 'mail.example.com', ttl: 600, mx: 10, sourceLine: 4 },
            { host: '_dmarc', type: 'TXT', value: '"a, b" "c"', ttl: 600, sourceLine: 5 },
            { host: '@', type: 'TXT', value: 'v=spf1 include:spf.example.com ~all', ttl: 600, paused: true, sourceLine: 6 },
            { host: '@', type: 'CNAME', value: 'cdn.example.net.', ttl: 600, sourceLine: 7 },
        ]);
    });

    it("takes DNSPod's Chinese headers in any order (备注 the remark), a BOM, CRLF and blank lines", () => {
        const result = csv('\uFEFF记录类型,主机记录,记录值,TTL（秒）,MX优先级,备注\r\nA,www,192.0.2.1,300,,主站\r\n\r\nMX,@,mail.example.com,600,5,\r\n');
        expect(result.refusals).toEqual([]);
        expect(result.records).toEqual([
            { host: 'www', type: 'A', value: '192.0.2.1', ttl: 300, remark: '主站', sourceLine: 2 },
            { host: '@', type: 'MX', value: 'mail.example.com', ttl: 600, mx: 5, sourceLine: 4 },
        ]);
    });

    it("takes Alibaba Cloud DNS's export headers", () => {
        const result = csv('主机记录,记录类型,解析线路,记录值,MX优先级,TTL值,状态(暂停/启用),备注\nwww,A,联通,192.0.2.1,,600,暂停,');
        expect(result.records).toEqual([{ host: 'www', type: 'A', value: '192.0.2.1', ttl: 600, line: '联通', paused: true, sourceLine: 2 }]);
    });

    it('takes an MX priority written in the value when the mx column is empty', () => {
        expect(csv('host,type,value\n@,MX,20 mx2.example.com').records[0]).toMatchObject({ mx: 20, value: 'mx2.example.com' });
    });

    it("counts the line breaks inside quoted fields for the next rows' lines", () => {
        const result = csv('host,type,value\nnote,TXT,"two\nlines"\nwww,A,bad');
        expect(result.records[0].sourceLine).toBe(2);
        expect(result.refusals[0]).toMatchObject({ line: 4, reason: 'recordChecks.valueIpv4', text: 'www,A,bad' });
    });

    it.each([
        ['www,A,192.0.2.1', 1, 'zoneFile.csvHeader', undefined],
        ['host,type,ttl\nwww,A,600', 1, 'zoneFile.csvHeader', undefined],
        [`${HEADER}\nwww,HINFO,,x,,,600,`, 2, 'zoneFile.typeNotOffered', { type: 'HINFO' }],
        [`${HEADER}\nwww,A,,192.0.2.1,,,abc,`, 2, 'recordChecks.ttl', { min: '1', max: '604800', value: 'abc' }],
        [`${HEADER}\n@,MX,,mail.example.com,,,600,`, 2, 'recordChecks.mx', { min: '0', max: '65535', value: '' }],
        [`${HEADER}\nwww,A,,192.0.2.1,,101,600,`, 2, 'recordChecks.weight', { min: '0', max: '100', value: '101' }],
        [`${HEADER}\nwww,A,,192.0.2.1,,,600,maybe`, 2, 'zoneFile.csvStatus', { value: 'maybe' }],
        [`${HEADER}\nwww,A,,,,,600,`, 2, 'recordChecks.valueRequired', {}],
        [`${HEADER}\na..b,A,,192.0.2.1,,,600,`, 2, 'recordChecks.hostEmptyLabel', {}],
        [`${HEADER}\n\nwww,A,,192.0.2.1,,,,\nwww,A,,192.0.2.1,,,,`, 4, 'zoneFile.duplicate', { first: 3 }],
        [`${HEADER}\nwww,TXT,,"unclosed,,,600,`, 2, 'zoneFile.quotes', undefined],
    ])('%j: line %i refused with %s', (text, line, reason, args) => {
        const result = csv(text);
        expect(result.refusals).toHaveLength(1);
        expect(result.refusals[0]).toMatchObject({ line, reason });
        expect(result.refusals[0].args).toEqual(args);
    });

    it('the same record on two lines is no duplicate', () => {
        expect(csv(`${HEADER}\nwww,A,电信,192.0.2.1,,,,\nwww,A,联通,192.0.2.1,,,,`).records).toHaveLength(2);
    });
});

describe('CSV writer', () => {
    const records: ZoneRecord[] = [
        { host: '@', type: 'MX', value: 'mail.example.com', ttl: 600, mx: 10, line: '默认', sourceLine: 0 },
        { host: 'www', type: 'TXT', value: '=SUM(1,2)', ttl: 300, weight: 5, paused: true, sourceLine: 0 },
    ];

    it('writes a BOM, the header and one quoted-as-needed row a record, CRLF', () => {
        expect(writeCsv(records, ZONE)).toBe(
            '\uFEFFhost,type,line,value,mx,weight,ttl,status,remark\r\n@,MX,默认,mail.example.com,10,,600,enabled,\r\nwww,TXT,,"\'=SUM(1,2)",,5,300,paused,\r\n',
        );
    });

    it('keeps spreadsheet formulas inert and reads them back as written', () => {
        expect(csv(writeCsv(records, ZONE)).records.map(record => record.value)).toEqual(['mail.example.com', '=SUM(1,2)']);
    });

    it('escapes formulas in every text column (host, line, value) and reads the file back to the same records', () => {
        const hostile: ZoneRecord[] = [
            { host: 'www', type: 'TXT', value: '-all', ttl: 600, line: '=HYPERLINK("https://evil.example","电信")', sourceLine: 0 },
            { host: 'mail', type: 'TXT', value: "'=already quoted", ttl: 600, line: '@联通', sourceLine: 0 },
            { host: '@', type: 'TXT', value: '+1', ttl: 600, line: '-移动', sourceLine: 0 },
        ];
        const text = writeCsv(hostile, ZONE);
        expect(text.split('\r\n').slice(1, 4)).toEqual([
            `www,TXT,"'=HYPERLINK(""https://evil.example"",""电信"")","'-all",,,600,enabled,`,
            `mail,TXT,"'@联通","''=already quoted",,,600,enabled,`,
            `@,TXT,"'-移动","'+1",,,600,enabled,`,
        ]);
        expect(csv(text).records.map(({ sourceLine: _line, ...record }) => record)).toEqual(hostile.map(({ sourceLine: _line, ...record }) => record));
        expect(writeCsv(csv(text).records, ZONE)).toBe(text);
    });

    it('writes the remark as the last column and reads it back (备注 too), refusing one over 200 characters', () => {
        const noted: ZoneRecord[] = [{ host: 'www', type: 'A', value: '192.0.2.1', ttl: 600, remark: '主站, "新" 机房', sourceLine: 0 }];
        const text = writeCsv(noted, ZONE);
        expect(text.split('\r\n')[1]).toBe('www,A,,192.0.2.1,,,600,enabled,"主站, ""新"" 机房"');
        expect(csv(text).records[0].remark).toBe('主站, "新" 机房');
        const dnspod = csv(`主机记录,记录类型,记录值,备注\nwww,A,192.0.2.1,入口\napi,A,192.0.2.2,${'长'.repeat(201)}\n`);
        expect(dnspod.records.map(record => record.remark)).toEqual(['入口']);
        expect(dnspod.refusals[0]).toMatchObject({ line: 3, reason: 'recordChecks.remarkTooLong', args: { max: '200', length: '201' } });
    });

    it('writes a host that would run as a formula inert too (a record the import then refuses, never a formula)', () => {
        const text = writeCsv([{ host: '=1+1', type: 'A', value: '192.0.2.1', ttl: 600, sourceLine: 0 }], ZONE);
        expect(text).toContain(`\r\n"'=1+1",A,`);
        expect(csv(text).refusals).toMatchObject([{ reason: 'recordChecks.hostChars' }]);
    });
});

describe('detectFormat', () => {
    it.each([
        ['anything', 'zone.csv', 'csv'],
        ['host,type,value', 'example.com.zone', 'bind'],
        ['host,type,value\n@,A,192.0.2.1', undefined, 'csv'],
        ['\uFEFF主机记录,记录类型,记录值', 'export.txt', 'csv'],
        ['; comment\n$ORIGIN example.com.\n@ A 192.0.2.1', 'example.txt', 'bind'],
        ['www,A', undefined, 'bind'],
        ['', undefined, 'bind'],
    ])('%j (%s) is %s', (text, name, format) => {
        expect(detectFormat(text, name)).toBe(format);
    });

    it('parseZone detects when asked to', () => {
        expect(parseZone('host,type,value\nwww,A,192.0.2.1', { origin: ZONE }).format).toBe('csv');
        expect(parseZone('www A 192.0.2.1', { origin: ZONE, format: 'auto' }).format).toBe('bind');
    });
});
