import { headerColumns } from './csvColumns';
import type { ZoneFormat } from './types';

/**
 * The format of a file: by its name first (.csv -> csv; .zone, .db, .bind, .hosts -> bind), else by its first
 * meaningful line: a CSV header naming the host, type and value columns is CSV, anything else BIND.
 */
export const detectFormat = (text: string, fileName?: string): ZoneFormat => {
    const extension = /\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
    if (extension === 'csv') return 'csv';
    if (extension && ['zone', 'db', 'bind', 'hosts'].includes(extension)) return 'bind';
    const first = text
        .replace(/^\uFEFF/, '')
        .slice(0, 4096)
        .split(/\r?\n/)
        .find(line => line.trim() !== '' && !line.trim().startsWith(';'));
    if (!first || !/[,\t]/.test(first)) return 'bind';
    const cells = first.split(first.includes(',') ? ',' : '\t').map(cell => cell.trim().replace(/^"|"$/g, ''));
    return headerColumns(cells) ? 'csv' : 'bind';
};
