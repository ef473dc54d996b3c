/**
 * Zone files: the BIND master format and the console's CSV, read and written. Contract: types.ts. Readers refuse
 * bad lines with their line number and the record editor's checks; writers round-trip through the readers
 * (the tests beside them). Parse big files with parseZoneInWorker.
 */
export type { ParseOptions, ParseResult, WriteBindOptions, ZoneFormat, ZoneRecord, ZoneRefusal } from './types';
export { parseZone } from './parse';
export { parseZoneInWorker, type WorkerParseOptions } from './parseInWorker';
export { writeCsv } from './writeCsv';
export { writableRecord, writeBind } from './writeBind';
export { detectFormat } from './detect';
export { CSV_COLUMNS } from './csvColumns';
export { canonicalValue, fromZoneRecord, toZoneRecord, type DnsRecordLike, type RecordFields } from './records';
