import Papa from 'papaparse';
import { readCsvCell } from './csv';

/** A row the file cannot give: its line (a row holding quoted line breaks counts them), its text, why (a key) and the key's arguments. */
export interface CsvRefusal {
    line: number;
    text: string;
    reason: string;
    args?: Record<string, string | number>;
}

/** A data row: its line and its cells by column name (trimmed, the writer's formula guard taken off; '' when absent). */
export interface CsvRow<C extends string> {
    line: number;
    text: string;
    cell: (column: C) => string;
}

const TEXT_MAX = 200;
const newlines = (row: readonly string[]): number => row.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * Reads a CSV with a header row (the first non-blank row) naming its columns: each name in `columns` may be
 * written as any of its aliases, case and spaces ignored. A header without the `required` columns refuses the
 * file at line 1; a row with broken quotes is refused with its line. Blank rows are skipped.
 */
export const readCsvTable = <C extends string>(
    text: string,
    columns: Record<C, readonly string[]>,
    required: readonly NoInfer<C>[],
): { rows: CsvRow<C>[]; refusals: CsvRefusal[] } => {
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
    const badRows = new Set(parsed.errors.filter(error => error.type === 'Quotes').map(error => error.row));
    const rows: CsvRow<C>[] = [];
    const refusals: CsvRefusal[] = [];
    let header: Map<C, number> | undefined;
    let line = 1;
    for (const [index, row] of parsed.data.entries()) {
        const rowLine = line;
        line += 1 + newlines(row);
        if (row.every(cell => cell.trim() === '')) continue;
        const rowText = Papa.unparse([row]).slice(0, TEXT_MAX);
        if (!header) {
            const names = row.map(cell => cell.trim().toLowerCase().replace(/\s+/g, ''));
            header = new Map();
            for (const [column, aliases] of Object.entries(columns) as [C, readonly string[]][]) {
                const at = names.findIndex(name => aliases.includes(name));
                if (at >= 0) header.set(column, at);
            }
            const missing = required.filter(column => !header!.has(column));
            if (missing.length)
                return { rows: [], refusals: [{ line: rowLine, text: rowText, reason: 'csvImport.header', args: { columns: required.join(', ') } }] };
            continue;
        }
        if (badRows.has(index)) {
            refusals.push({ line: rowLine, text: rowText, reason: 'csvImport.quotes' });
            continue;
        }
        const at = header;
        rows.push({ line: rowLine, text: rowText, cell: column => (at.has(column) ? readCsvCell((row[at.get(column)!] ?? '').trim()) : '') });
    }
    if (!header) refusals.push({ line: 1, text: '', reason: 'csvImport.header', args: { columns: required.join(', ') } });
    return { rows, refusals };
};
