/**
 * The console's one CSV writer (analysis exports, bulk refusals, the zone CSV): CRLF lines, a cell quoted when it
 * must be (comma, quote, line break, blanks at either end), and a text cell a spreadsheet would run as a formula
 * (one starting with = + - @, a tab or a carriage return) written with a ' first and quoted, OWASP's rule against
 * CSV injection. Numbers are not text: -5 stays a number. A cell that is just "@" (the zone apex) stays as it is:
 * alone it calls nothing. `readCsvCell` takes the ' off again, so the zone import reads back exactly what the
 * export wrote.
 */
export type CsvCell = string | number;

/**
 * A formula start, after any run of 's: a text that itself starts with ' and then a formula character gets one
 * more ', so the reader can always tell the ' the writer added from the text's own.
 */
const FORMULA = /^'*(?:[=+\-\t\r]|@(?!$))/;

/** A text cell as the writer puts it: a ' first when it would start a formula. */
export const escapeFormula = (text: string): string => (FORMULA.test(text) ? `'${text}` : text);

/** A cell as read back: the ' the writer added taken off (a cell it did not escape is left as it is). */
export const readCsvCell = (text: string): string => (text.startsWith("'") && FORMULA.test(text) ? text.slice(1) : text);

const quote = (text: string): string => `"${text.replace(/"/g, '""')}"`;

const cell = (value: CsvCell): string => {
    if (typeof value === 'number') return String(value);
    const text = escapeFormula(value);
    return text !== value || /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? quote(text) : text;
};

/** The rows as CSV text, CRLF between rows (none after the last). */
export const toCsv = (rows: readonly (readonly CsvCell[])[]): string => rows.map(row => row.map(cell).join(',')).join('\r\n');
