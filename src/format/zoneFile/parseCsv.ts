import Papa from 'papaparse';
import { checkMx, checkRemark, checkTtl, checkWeight, DEFAULT_TTL, normaliseRemark } from '../../validation/records';
import { checkCandidate, duplicateKey, isTtlProblem, normaliseCandidate, zoneName, type Candidate, type Problem } from './check';
import { readCsvCell } from '../csv';
import { headerColumns, pausedOf, type CsvColumn } from './csvColumns';
import { REFUSAL_TEXT_MAX } from './entryText';
import type { ParseOptions, ParseResult, ZoneRecord, ZoneRefusal } from './types';

const newlines = (row: readonly string[]): number => row.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);

const isBlankRow = (row: readonly string[]): boolean => row.every(cell => cell.trim() === '');

/** An MX value written with its priority ("10 mail.example.com") when the mx column is empty. */
const MX_IN_VALUE = /^(\d+)\s+(\S+)$/;

/**
 * Reads the console's CSV (columns: csvColumns.ts) with papaparse. The header row is required (the first
 * non-blank row); each bad row is refused with its line (rows holding quoted line breaks count them), with the
 * record editor's checks (check.ts); duplicates within the file are refused.
 */
export const parseCsv = (text: string, options: ParseOptions): ParseResult => {
    const zone = zoneName(options.origin);
    const defaultTtl = options.defaultTtl ?? DEFAULT_TTL;
    const records: ZoneRecord[] = [];
    const refusals: ZoneRefusal[] = [];
    const seen = new Map<string, number>();
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
    const badRows = new Set(parsed.errors.filter(error => error.type === 'Quotes').map(error => error.row));

    const refuse = (line: number, row: readonly string[], problem: Problem, record?: ZoneRecord) => {
        const refusal: ZoneRefusal = { line, text: Papa.unparse([row as string[]]).slice(0, REFUSAL_TEXT_MAX), reason: problem.reason };
        if (problem.args) refusal.args = problem.args;
        if (record) refusal.record = record;
        refusals.push(refusal);
    };

    let columns: Map<CsvColumn, number> | undefined;
    let line = 1;
    parsed.data.forEach((row, index) => {
        const rowLine = line;
        line += 1 + newlines(row);
        if (isBlankRow(row)) return;
        if (columns === undefined) {
            columns = headerColumns(row);
            if (columns === undefined) {
                refuse(rowLine, row, { reason: 'zoneFile.csvHeader' });
                columns = new Map();
            }
            return;
        }
        if (columns.size === 0) return;
        if (badRows.has(index)) return refuse(rowLine, row, { reason: 'zoneFile.quotes' });
        const cell = (column: CsvColumn): string => {
            const at = columns!.get(column);
            return at === undefined ? '' : readCsvCell((row[at] ?? '').trim());
        };
        const problem = rowProblem(cell);
        if ('reason' in problem) return refuse(rowLine, row, problem);
        const candidate = problem.candidate;
        const found = checkCandidate(candidate, zone);
        if (found) return refuse(rowLine, row, found, isTtlProblem(found) ? { ...candidate, sourceLine: rowLine } : undefined);
        const key = duplicateKey(candidate);
        const first = seen.get(key);
        if (first !== undefined) return refuse(rowLine, row, { reason: 'zoneFile.duplicate', args: { first } });
        seen.set(key, rowLine);
        records.push({ ...candidate, sourceLine: rowLine });
    });
    if (columns === undefined) refusals.push({ line: 1, text: '', reason: 'zoneFile.csvHeader' });
    return { format: 'csv', records, refusals };

    function rowProblem(cell: (column: CsvColumn) => string): Problem | { candidate: Candidate } {
        const type = cell('type').toUpperCase();
        let value = cell('value');
        let mxText = cell('mx');
        if (type === 'MX' && mxText === '') {
            const split = MX_IN_VALUE.exec(value);
            if (split) [, mxText, value] = split;
        }
        const ttlText = cell('ttl');
        const weightText = cell('weight');
        const numberProblem =
            (ttlText === '' ? undefined : checkTtl(ttlText)) ??
            (type === 'MX' ? checkMx(mxText) : undefined) ??
            (weightText === '' ? undefined : checkWeight(weightText));
        if (numberProblem) return { reason: numberProblem.message, args: numberProblem.args };
        const remark = normaliseRemark(cell('remark'));
        const remarkProblem = checkRemark(remark);
        if (remarkProblem) return { reason: remarkProblem.message, args: remarkProblem.args };
        const paused = pausedOf(cell('status'));
        if (paused === undefined) return { reason: 'zoneFile.csvStatus', args: { value: cell('status') } };
        const candidate: Candidate = normaliseCandidate({ host: cell('host'), type, value, ttl: ttlText === '' ? defaultTtl : Number(ttlText) });
        if (type === 'MX') candidate.mx = Number(mxText);
        if (weightText !== '') candidate.weight = Number(weightText);
        const lineName = cell('line');
        if (lineName !== '') candidate.line = lineName;
        if (paused) candidate.paused = true;
        if (remark) candidate.remark = remark;
        return { candidate };
    }
};
