// The bench's summary: one Markdown table, one row per measure, so it can be pasted into the README as printed.
// A row: measure, console, yardstick (or '—'), ratio (console / yardstick, or '—'), target, verdict.

/** Formats `rows` (arrays of six cells) under the header, every column padded to its widest cell. */
export const formatTable = rows => {
    const all = [['measure', 'console', 'yardstick', 'ratio', 'target', 'verdict'], ...rows.map(row => row.map(String))];
    const widths = all[0].map((_, column) => Math.max(...all.map(row => row[column].length)));
    const line = row => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
    return [line(all[0]), `|${widths.map(width => '-'.repeat(width + 2)).join('|')}|`, ...all.slice(1).map(line)].join('\n');
};

/** 'met' when `ok`, 'MISSED' when not, 'n/a' when the figure is missing. */
export const verdict = (value, ok) => (value === undefined || Number.isNaN(value) ? 'n/a' : ok ? 'met' : 'MISSED');

export const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
