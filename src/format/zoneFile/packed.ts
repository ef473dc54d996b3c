import type { ParseResult, ZoneFormat, ZoneRecord, ZoneRefusal } from './types';

/**
 * A ParseResult as the worker posts it: no object per record. Tens of thousands of small objects, or hundreds of
 * thousands of small strings, take the main thread long to receive (structured clone); one long string with
 * offsets and typed arrays (transferred, not copied) arrive at once, and unpack in slices that never block long.
 */
export interface PackedResult {
    format: ZoneFormat;
    /** host, value, line and remark of every record, one after the other. */
    text: string;
    /** End offsets in `text`: host, value, line, remark of record i at STRINGS·i + 0..3. */
    ends: Int32Array;
    types: string[];
    /** Index into `types`. */
    type: Uint8Array;
    ttl: Int32Array;
    /** -1 = none. */
    mx: Int32Array;
    /** -1 = none. */
    weight: Int32Array;
    paused: Uint8Array;
    sourceLine: Int32Array;
    refusals: ZoneRefusal[];
    ttlFromSoa?: ParseResult['ttlFromSoa'];
    ttlDefaulted?: ParseResult['ttlDefaulted'];
}

/** The strings packed per record: host, value, line, remark. */
const STRINGS = 4;

export const packResult = (result: ParseResult): PackedResult => {
    const count = result.records.length;
    const types: string[] = [];
    const typeIndex = new Map<string, number>();
    const pieces = new Array<string>(count * STRINGS);
    const packed: PackedResult = {
        format: result.format,
        text: '',
        ends: new Int32Array(count * STRINGS),
        types,
        type: new Uint8Array(count),
        ttl: new Int32Array(count),
        mx: new Int32Array(count),
        weight: new Int32Array(count),
        paused: new Uint8Array(count),
        sourceLine: new Int32Array(count),
        refusals: result.refusals,
        ...(result.ttlFromSoa ? { ttlFromSoa: result.ttlFromSoa } : {}),
        ...(result.ttlDefaulted ? { ttlDefaulted: result.ttlDefaulted } : {}),
    };
    let offset = 0;
    result.records.forEach((record, index) => {
        let type = typeIndex.get(record.type);
        if (type === undefined) {
            type = types.push(record.type) - 1;
            typeIndex.set(record.type, type);
        }
        const fields = [record.host, record.value, record.line ?? '', record.remark ?? ''];
        fields.forEach((field, at) => {
            pieces[index * STRINGS + at] = field;
            offset += field.length;
            packed.ends[index * STRINGS + at] = offset;
        });
        packed.type[index] = type;
        packed.ttl[index] = record.ttl;
        packed.mx[index] = record.mx ?? -1;
        packed.weight[index] = record.weight ?? -1;
        packed.paused[index] = record.paused ? 1 : 0;
        packed.sourceLine[index] = record.sourceLine;
    });
    packed.text = pieces.join('');
    return packed;
};

/** The buffers to transfer with a packed result. */
export const transferables = (packed: PackedResult): ArrayBuffer[] =>
    [packed.ends, packed.type, packed.ttl, packed.mx, packed.weight, packed.paused, packed.sourceLine].map(array => array.buffer as ArrayBuffer);

const recordAt = (packed: PackedResult, index: number): ZoneRecord => {
    const { text, ends } = packed;
    const start = index === 0 ? 0 : ends[index * STRINGS - 1];
    const hostEnd = ends[index * STRINGS];
    const valueEnd = ends[index * STRINGS + 1];
    const lineEnd = ends[index * STRINGS + 2];
    const remarkEnd = ends[index * STRINGS + 3];
    const record: ZoneRecord = {
        host: text.slice(start, hostEnd),
        type: packed.types[packed.type[index]],
        value: text.slice(hostEnd, valueEnd),
        ttl: packed.ttl[index],
        sourceLine: packed.sourceLine[index],
    };
    if (packed.mx[index] >= 0) record.mx = packed.mx[index];
    if (packed.weight[index] >= 0) record.weight = packed.weight[index];
    if (lineEnd > valueEnd) record.line = text.slice(valueEnd, lineEnd);
    if (packed.paused[index] === 1) record.paused = true;
    if (remarkEnd > lineEnd) record.remark = text.slice(lineEnd, remarkEnd);
    return record;
};

/** Records unpacked between two yields to the page (a slice takes a few milliseconds). */
const SLICE = 5000;

const yieldToPage = () => new Promise<void>(resolve => setTimeout(resolve, 0));

/** The ParseResult again, unpacked a slice at a time so the page keeps painting; stops when `signal` aborts. */
export const unpackResult = async (packed: PackedResult, signal?: AbortSignal): Promise<ParseResult> => {
    const count = packed.type.length;
    const records = new Array<ZoneRecord>(count);
    for (let start = 0; start < count; start += SLICE) {
        if (start > 0) await yieldToPage();
        if (signal?.aborted) throw new DOMException('The zone file parse was aborted', 'AbortError');
        const end = Math.min(count, start + SLICE);
        for (let index = start; index < end; index++) records[index] = recordAt(packed, index);
    }
    const result: ParseResult = { format: packed.format, records, refusals: packed.refusals };
    if (packed.ttlFromSoa) result.ttlFromSoa = packed.ttlFromSoa;
    if (packed.ttlDefaulted) result.ttlDefaulted = packed.ttlDefaulted;
    return result;
};
