import * as v from 'valibot';
import { ApiError } from '../http/ApiError';
import type { Envelope } from '../http/client';
import { reportUnreadable } from './unreadable';

/**
 * How the console reads the server's answers (docs/architecture.md, "Reading answers"): each resource describes
 * the record it expects with these fields, in valibot schemas, and every answer goes through them before a screen
 * sees it. A value of another type is coerced when it has one meaning (a number where text goes, a numeric string
 * where a number goes, true/false for a 0/1 flag); otherwise it is dropped (a field takes its empty value, a row
 * that is not a record leaves the list), and the call is reported as not read whole (unreadable.ts), which the shell
 * shows. A missing or null field is not a fault: it reads as empty.
 *
 *     const domainRecord: RecordSchema<Domain> = row({ id: numberId, domain: text, remarks: optionalText, ... });
 *     defineApi<Domain>({ record: domainRecord, list: {...} })          // lists and getOne read their rows with it
 *     readAnswer(list(updateLogEntry), json.data?.list, 'app/common/web/update/log')   // a custom call
 */

/** A schema whose output is T: what a resource's `record` and the fields below are. */
export type RecordSchema<T> = v.GenericSchema<unknown, T>;

/** Values that did not fit and were replaced or dropped while readAnswer ran (parsing is synchronous). */
let misfits = 0;
const misfit =
    <T>(value: () => T) =>
    (): T => {
        misfits += 1;
        return value();
    };

/**
 * A field read with `schema`: `absent()` when it is missing or null, and also (counted as a misfit) when it holds
 * a value `schema` refuses. The outer `optional` is what lets an object read a missing key without calling the
 * fallback (valibot gives a missing key the default of an optional entry, and leaves it out when there is none).
 */
const field = <T>(schema: RecordSchema<T>, absent: () => T): RecordSchema<T> =>
    v.optional(v.fallback(v.union([v.pipe(v.null(), v.transform(absent)), schema]), misfit(absent)), (absent() === undefined ? undefined : absent) as never);

const finite = v.pipe(v.number(), v.finite());
const numeric = v.union([finite, v.pipe(v.string(), v.trim(), v.decimal(), v.transform(Number))]);
const written = v.union([v.string(), v.pipe(finite, v.transform(String))]);

/** Text: a string, or a number written out; '' when absent. */
export const text = field(written, () => '');

/** Text that may be absent: a string, or a number written out; undefined when absent. */
export const optionalText = field<string | undefined>(written, () => undefined);

/** A number that may be absent (a response time no node measured): from a number or a numeric string; undefined when absent. */
export const optionalNum = field<number | undefined>(numeric, () => undefined);

/** Yes or no: true/false, or 1/0 as a number or a string; false when absent. */
export const bool = field(
    v.union([
        v.boolean(),
        v.pipe(
            v.picklist([1, 0, '1', '0']),
            v.transform(on => Number(on) === 1),
        ),
    ]),
    () => false,
);

/** A number, from a number or a numeric string; 0 when absent or blank. */
export const num = field(
    v.union([
        numeric,
        v.pipe(
            v.literal(''),
            v.transform(() => 0),
        ),
    ]),
    () => 0,
);

/** A 0/1 switch as the backend sends it (a number or a string; true and false read as 1 and 0); undefined when absent. */
export const flag = field<number | string | undefined>(
    v.union([
        v.number(),
        v.string(),
        v.pipe(
            v.boolean(),
            v.transform(on => (on ? 1 : 0)),
        ),
    ]),
    () => undefined,
);

/** A record's id, a number or a string: required, so a row without one is dropped from its list. */
export const id = v.union([v.string(), finite]);

/** An id that may be absent (the account's userId, the id a save answers): a string or a number; undefined when absent. */
export const optionalId = field<string | number | undefined>(id, () => undefined);

/** A record's id, read as a number (a numeric string too): required. */
export const numberId = numeric;

/** One of `values` (strings or numbers, also when sent as the other); `fallback` when absent or anything else. */
export const oneOf = <T extends string | number>(values: readonly T[], fallback: T): RecordSchema<T> =>
    field(
        v.pipe(
            written,
            v.transform(value => values.find(known => String(known) === value)),
            v.picklist(values),
        ),
        () => fallback,
    );

/** `entry` read with `item`: [] (counted) when it cannot be read, for the flatMap of a list or an object's entries. */
const readItem = <T>(item: RecordSchema<T>, entry: unknown): T[] => {
    const read = v.safeParse(item, entry);
    if (read.success) return [read.output];
    misfits += 1;
    return [];
};

/** A list of `item`: items that cannot be read are dropped (counted); [] when absent, also (counted) when not a list. */
export const list = <T>(item: RecordSchema<T>): RecordSchema<T[]> =>
    field(
        v.pipe(
            v.array(v.unknown()),
            v.transform(items => items.flatMap(entry => readItem(item, entry))),
        ),
        () => [],
    );

/** Texts from a list or a comma-joined string, each trimmed, blanks left out; [] when absent. */
export const textList: RecordSchema<string[]> = v.pipe(
    field(
        v.union([
            v.pipe(
                written,
                v.transform(joined => joined.split(',')),
            ),
            v.array(v.unknown()),
        ]),
        () => [],
    ),
    v.transform(items => items.flatMap(entry => readItem(text, entry).map(item => item.trim())).filter(Boolean)),
);

/** An object of `item`s by key (each product's features by its id): items that cannot be read are dropped (counted); {} when absent or not an object. */
export const byKey = <T>(item: RecordSchema<T>): RecordSchema<Record<string, T>> =>
    field(
        v.pipe(
            v.record(v.string(), v.unknown()),
            v.transform(entries => Object.fromEntries(Object.entries(entries).flatMap(([key, entry]) => readItem(item, entry).map(read => [key, read])))),
        ),
        () => ({}),
    );

/**
 * A record: the fields named are read as given, the others kept as they came (screens address columns by name,
 * react-admin's `source`). Not an object: the row is dropped from its list, or the answer is unreadable.
 */
export const row = <E extends v.ObjectEntries>(entries: E) => v.looseObject(entries);

/** An object inside a record (a section of the web config, a domain's plan): read like a row; all fields empty when absent or not an object. */
export const nested = <E extends v.ObjectEntries>(entries: E): RecordSchema<v.InferOutput<v.LooseObjectSchema<E, undefined>>> => {
    const schema = v.looseObject(entries);
    return field(schema, () => v.parse(schema, {}));
};

/** The list wrappers of this backend, `data.{list,totalCount}` (user side) or `page.{list,totalCount}` (sys/*), with `item` rows. */
const pageOf = <T>(item: RecordSchema<T>) => nested({ list: list(item), totalCount: num });

/** Reads a list answer of a custom call (a call the generic provider does not make) with `item` rows. */
export const readList = <T>(item: RecordSchema<T>, json: Envelope, source: string): { list: T[]; total: number } => {
    const { list: rows, totalCount } = readAnswer(pageOf(item), json.page ?? json.data, source);
    return { list: rows, total: totalCount || rows.length };
};

/** An object inside a record that may be absent (a domain's plan): read like a row; undefined when absent or not an object. */
export const optionalRow = <E extends v.ObjectEntries>(entries: E): RecordSchema<v.InferOutput<v.LooseObjectSchema<E, undefined>> | undefined> =>
    field<v.InferOutput<v.LooseObjectSchema<E, undefined>> | undefined>(v.looseObject(entries), () => undefined);

/** Any object: what the generic provider asks of a row when its resource declares no record. */
export const anyRow = v.looseObject({});

/**
 * A reader of a call's `data` with `schema`: absent data reads as a record with all fields empty, data that is not a
 * record fails as readAnswer says. For what the console reads (a page's record, its settings).
 */
export const reader =
    <T>(schema: RecordSchema<T>, source: string) =>
    (data: unknown): T =>
        readAnswer(schema, data ?? {}, source);

/**
 * Reads `value` with `schema`, reporting `source` (the call's path) when something had to be dropped or replaced.
 * When the answer cannot be read at all (a record that is not an object, a row without its id), fails as the http
 * client does for an answer that is not JSON: the screen shows its error state, with retry, not a blank page.
 */
export const readAnswer = <T>(schema: RecordSchema<T>, value: unknown, source: string): T => {
    misfits = 0;
    const read = v.safeParse(schema, value);
    const dropped = misfits;
    misfits = 0;
    if (!read.success) {
        reportUnreadable(source);
        throw new ApiError('http.badResponse', 200, 200);
    }
    if (dropped) reportUnreadable(source);
    return read.output;
};
