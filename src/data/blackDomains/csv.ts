import { toCsv } from '../../format/csv';
import { readCsvTable, type CsvRefusal } from '../../format/csvTable';
import { isDomainName } from '../../validation/domain';
import { BLACKLIST_LIMITS, type BlackDomain } from './types';
import { readExpiry } from './expiry';

export const BLACKLIST_CSV_COLUMNS = {
    domain: ['domain', '域名'],
    remark: ['remark', '备注'],
    expires: ['expires', 'expiretime', '过期时间'],
    createTime: ['createtime', '添加时间'],
} as const;

/** A row of the file that can be added: the entry and the file line it came from. */
export interface BlacklistImportRow {
    line: number;
    domain: string;
    remark: string;
    expireTime: string;
}

/**
 * Reads a blacklist CSV (header: domain, remark, expires; only domain required). Each row is checked as the add
 * dialog checks a domain, against the listed domains and the rows above it; a bad domain, a repeat, a remark too
 * long or an expiry that is no future date is refused with its line.
 */
export const readBlacklistCsv = (text: string, listed: readonly string[], now = new Date()): { rows: BlacklistImportRow[]; refusals: CsvRefusal[] } => {
    const table = readCsvTable(text, BLACKLIST_CSV_COLUMNS, ['domain']);
    const rows: BlacklistImportRow[] = [];
    const refusals = [...table.refusals];
    const seen = new Set(listed.map(domain => domain.toLowerCase()));
    for (const row of table.rows) {
        const domain = row.cell('domain');
        const remark = row.cell('remark');
        const expireTime = readExpiry(row.cell('expires'), now);
        const refuse = (reason: string, args?: CsvRefusal['args']) => refusals.push({ line: row.line, text: row.text, reason, args });
        if (!isDomainName(domain)) refuse('csvImport.domain');
        else if (seen.has(domain.toLowerCase())) refuse('csvImport.duplicate');
        else if (remark.length > BLACKLIST_LIMITS.remarkMax) refuse('ra.validation.maxLength', { max: BLACKLIST_LIMITS.remarkMax });
        else if (expireTime === 'bad') refuse('csvImport.expires');
        else {
            seen.add(domain.toLowerCase());
            rows.push({ line: row.line, domain, remark, expireTime });
        }
    }
    refusals.sort((a, b) => a.line - b.line);
    return { rows, refusals };
};

/** The entries as the CSV the import reads back. */
export const writeBlacklistCsv = (entries: readonly BlackDomain[]): string =>
    toCsv([['domain', 'remark', 'expires', 'createTime'], ...entries.map(entry => [entry.domain, entry.remark, entry.expireTime, entry.createTime])]);
