import { detectFormat } from './detect';
import { parseBind } from './parseBind';
import { parseCsv } from './parseCsv';
import type { ParseOptions, ParseResult } from './types';

/** Reads a zone file (BIND or the console's CSV; 'auto' or no format: detectFormat). Pure and synchronous. */
export const parseZone = (text: string, options: ParseOptions, fileName?: string): ParseResult => {
    const body = text.replace(/^\uFEFF/, '');
    const format = !options.format || options.format === 'auto' ? detectFormat(body, fileName) : options.format;
    return format === 'csv' ? parseCsv(body, options) : parseBind(body, options);
};
