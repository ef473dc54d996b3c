import { afterEach, describe, expect, it } from 'vitest';
import { id, num, row, text } from './answers';
import { createdId, savedRecord } from './created';
import { clearUnreadable, unreadableSources } from './unreadable';

const SOURCE = 'app/test/save';
const result = savedRecord(row({ id, name: text, count: num }), SOURCE);

afterEach(clearUnreadable);

describe('savedRecord: a save answered with the record (or part of it)', () => {
    it('is the record sent with what the answer gives, read with the record', () => {
        expect(result({ code: 1, data: { id: 5, count: '3' } }, { name: 'a' })).toEqual({ id: 5, name: 'a', count: 3 });
        expect(unreadableSources()).toEqual([]);
    });

    it('keeps only the fields sent or given: one neither names is not blanked', () => {
        expect(result({ code: 1, data: { id: 5 } }, { name: 'a' })).toEqual({ id: 5, name: 'a' });
    });

    it('reads a wrong-typed field as any answer (an object where text goes is dropped), reported', () => {
        expect(result({ code: 1, data: { id: 5, name: { zh: 'x' } } }, { name: 'a' })).toEqual({ id: 5, name: '' });
        expect(unreadableSources()).toEqual([SOURCE]);
    });

    it('adds nothing from data that is not a record, reported; no data at all is no fault', () => {
        expect(result({ code: 1, data: 'saved' }, { id: 2, name: 'a' })).toEqual({ id: 2, name: 'a' });
        expect(unreadableSources()).toEqual([SOURCE]);
        clearUnreadable();
        expect(result({ code: 1 }, { id: 2, name: 'a' })).toEqual({ id: 2, name: 'a' });
        expect(unreadableSources()).toEqual([]);
    });
});

describe('createdId: the id a create answers', () => {
    it('is data.id, else the top-level id', () => {
        expect(createdId({ code: 1, data: { id: 5 } }, SOURCE)).toBe(5);
        expect(createdId({ code: 1, id: 'k' }, SOURCE)).toBe('k');
        expect(createdId({ code: 1, data: null }, SOURCE)).toBeUndefined();
        expect(unreadableSources()).toEqual([]);
    });

    it('is none when it is not a string or a number, or data is not a record; reported', () => {
        expect(createdId({ code: 1, data: { id: { n: 5 } } }, SOURCE)).toBeUndefined();
        expect(createdId({ code: 1, data: 'saved' }, SOURCE)).toBeUndefined();
        expect(unreadableSources()).toEqual([SOURCE]);
    });
});
