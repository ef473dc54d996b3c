import { describe, expect, it } from 'vitest';
import { readBlacklistCsv, writeBlacklistCsv } from './csv';

const NOW = new Date(2026, 10, 28, 12, 0, 0);

describe('readBlacklistCsv', () => {
    it('adds good rows and refuses bad ones by line', () => {
        const text = [
            '域名,备注,过期时间',
            'ads.example.com,广告,',
            'bad domain,x,',
            'listed.example.com,,',
            'ADS.example.com,again,',
            'tmp.example.com,临时,2026-12-31',
            'old.example.com,,2020-01-01',
        ].join('\n');
        const { rows, refusals } = readBlacklistCsv(text, ['listed.example.com'], NOW);
        expect(rows).toEqual([
            { line: 2, domain: 'ads.example.com', remark: '广告', expireTime: '' },
            { line: 6, domain: 'tmp.example.com', remark: '临时', expireTime: '2026-12-31 23:59:59' },
        ]);
        expect(refusals.map(refusal => [refusal.line, refusal.reason])).toEqual([
            [3, 'csvImport.domain'],
            [4, 'csvImport.duplicate'],
            [5, 'csvImport.duplicate'],
            [7, 'csvImport.expires'],
        ]);
    });

    it('reads back what the export writes', () => {
        const csv = writeBlacklistCsv([{ id: 1, domain: '*.bad.example.com', remark: '+1', expireTime: '2026-12-01 00:00:00', createTime: 't' }]);
        expect(readBlacklistCsv(csv, [], NOW).rows).toEqual([{ line: 2, domain: '*.bad.example.com', remark: '+1', expireTime: '2026-12-01 00:00:00' }]);
    });
});
