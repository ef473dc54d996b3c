/** CSV text for spreadsheets: a cell quoted when it must be (comma, quote, line break, edge spaces), CRLF lines. */
export type CsvCell = string | number;

const cell = (value: CsvCell): string => {
    const text = String(value);
    return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (rows: readonly (readonly CsvCell[])[]): string => rows.map(row => row.map(cell).join(',')).join('\r\n');
