import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError';
import { bool, byKey, flag, id, list, nested, num, numberId, oneOf, optionalNum, optionalText, readAnswer, reader, row, text, textList } from './answers';
import { clearUnreadable, unreadableSources } from './unreadable';

const SOURCE = 'app/test/call';
const record = row({ id, name: text, note: optionalText, count: num, on: flag, state: oneOf(['a', 'b'], 'a'), tags: list(text), plan: nested({ name: text }) });
const read = (value: unknown) => readAnswer(record, value, SOURCE);

afterEach(clearUnreadable);

describe('readAnswer: what fits is read, what has one meaning is coerced, the rest dropped and reported', () => {
    it('reads a well-typed answer as it is, reporting nothing', () => {
        const value = { id: 1, name: 'a', note: 'n', count: 2, on: 1, state: 'b', tags: ['x'], plan: { name: 'p' } };
        expect(read(value)).toEqual(value);
        expect(unreadableSources()).toEqual([]);
    });

    it('reads missing and null fields as empty, reporting nothing', () => {
        expect(read({ id: 'k', name: null, note: null, count: null, on: null, state: null, tags: null, plan: null })).toEqual({
            id: 'k',
            name: '',
            note: undefined,
            count: 0,
            on: undefined,
            state: 'a',
            tags: [],
            plan: { name: '' },
        });
        const missing = read({ id: 2 });
        expect(missing).toEqual({ id: 2, name: '', count: 0, state: 'a', tags: [], plan: { name: '' } });
        expect('note' in missing).toBe(false);
        expect(unreadableSources()).toEqual([]);
    });

    it('coerces what has one meaning: numbers written as text, numeric strings, blank numbers, true/false flags', () => {
        expect(read({ id: 3, name: 12345, note: 7, count: ' 42 ', on: true, tags: [1, 'two'] })).toMatchObject({
            name: '12345',
            note: '7',
            count: 42,
            on: 1,
            tags: ['1', 'two'],
        });
        expect(read({ id: 4, count: '', on: false })).toMatchObject({ count: 0, on: 0 });
        expect(unreadableSources()).toEqual([]);
    });

    it('drops what does not fit and reports the call once', () => {
        const value = read({ id: 5, name: { html: '<b>' }, note: ['x'], count: 'many', on: {}, state: 'z', tags: 'a,b', plan: 'gold' });
        expect(value).toMatchObject({ name: '', note: undefined, count: 0, on: undefined, state: 'a', tags: [], plan: { name: '' } });
        read({ id: 6, name: {} });
        expect(unreadableSources()).toEqual([SOURCE]);
    });

    it('drops the items of a list that cannot be read, keeps the others', () => {
        const rows = readAnswer(list(record), [{ id: 1, name: 'a' }, 'junk', null, 7, { name: 'no id' }, { id: 2, name: null }], SOURCE);
        expect(rows.map(row => [row.id, row.name])).toEqual([
            [1, 'a'],
            [2, ''],
        ]);
        expect(unreadableSources()).toEqual([SOURCE]);
    });

    it('keeps the fields a record does not name, as they came', () => {
        expect(read({ id: 1, extra: { deep: true } })).toMatchObject({ extra: { deep: true } });
    });

    it('fails as an unreadable answer when the record itself is not one, reporting it', () => {
        for (const value of ['text', 42, null, [], { name: 'no id' }]) {
            expect(() => read(value)).toThrow(ApiError);
        }
        expect(() => read('text')).toThrow('http.badResponse');
        expect(unreadableSources()).toEqual([SOURCE]);
    });

    it('reads ids as numbers with numberId, and refuses what is not one', () => {
        const schema = row({ id: numberId });
        expect(readAnswer(schema, { id: '12' }, SOURCE)).toEqual({ id: 12 });
        expect(() => readAnswer(schema, { id: 'x' }, SOURCE)).toThrow(ApiError);
    });

    it('never counts a number that is not finite as a number', () => {
        expect(readAnswer(row({ n: num }), { n: Infinity }, SOURCE)).toEqual({ n: 0 });
        expect(unreadableSources()).toEqual([SOURCE]);
    });
});

describe('the fields for values that may be absent, yes/no answers, lists sent as text and objects by key', () => {
    it('optionalNum: a number or a numeric string; undefined when absent or null, and (reported) for anything else', () => {
        const schema = row({ ms: optionalNum });
        expect(readAnswer(schema, { ms: '12' }, SOURCE)).toEqual({ ms: 12 });
        expect(readAnswer(schema, { ms: null }, SOURCE)).toEqual({ ms: undefined });
        expect(unreadableSources()).toEqual([]);
        expect(readAnswer(schema, { ms: 'fast' }, SOURCE)).toEqual({ ms: undefined });
        expect(unreadableSources()).toEqual([SOURCE]);
    });

    it('bool: true/false and 1/0 (numbers or strings); false when absent, and (reported) for anything else', () => {
        const schema = row({ on: bool });
        expect([true, 1, '1', false, 0, '0', null].map(on => readAnswer(schema, { on }, SOURCE).on)).toEqual([true, true, true, false, false, false, false]);
        expect(readAnswer(schema, {}, SOURCE)).toEqual({ on: false });
        expect(unreadableSources()).toEqual([]);
        expect(readAnswer(schema, { on: 'yes' }, SOURCE)).toEqual({ on: false });
        expect(unreadableSources()).toEqual([SOURCE]);
    });

    it('textList: a list, or a comma-joined string, trimmed and without blanks; objects in it dropped (reported)', () => {
        const schema = row({ names: textList });
        expect(readAnswer(schema, { names: ' a.com, b.com,,' }, SOURCE)).toEqual({ names: ['a.com', 'b.com'] });
        expect(readAnswer(schema, { names: [' a ', 7, null, ''] }, SOURCE)).toEqual({ names: ['a', '7'] });
        expect(readAnswer(schema, { names: null }, SOURCE)).toEqual({ names: [] });
        expect(unreadableSources()).toEqual([]);
        expect(readAnswer(schema, { names: ['a', { b: 1 }] }, SOURCE)).toEqual({ names: ['a'] });
        expect(unreadableSources()).toEqual([SOURCE]);
        clearUnreadable();
        expect(readAnswer(schema, { names: { a: 1 } }, SOURCE)).toEqual({ names: [] });
        expect(unreadableSources()).toEqual([SOURCE]);
    });

    it('byKey: an object of records by key; items that are not records dropped, a value that is not an object read as {} (reported)', () => {
        const schema = row({ byId: byKey(row({ n: num })) });
        expect(readAnswer(schema, { byId: { 1: { n: '2' }, 2: {} } }, SOURCE)).toEqual({ byId: { 1: { n: 2 }, 2: { n: 0 } } });
        expect(unreadableSources()).toEqual([]);
        expect(readAnswer(schema, { byId: { 1: 'x', 2: { n: 3 } } }, SOURCE)).toEqual({ byId: { 2: { n: 3 } } });
        expect(readAnswer(schema, { byId: 'x' }, SOURCE)).toEqual({ byId: {} });
        expect(unreadableSources()).toEqual([SOURCE]);
    });

    it('reader: absent data reads as a record with its fields empty; data that is not a record is an unreadable answer', () => {
        const read = reader(row({ name: text }), SOURCE);
        expect(read(undefined)).toEqual({ name: '' });
        expect(read(null)).toEqual({ name: '' });
        expect(() => read('text')).toThrow('http.badResponse');
    });
});
