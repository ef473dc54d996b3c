import { describe, expect, it } from 'vitest';
import { canonicalValue } from '../format/zoneFile/records';
import { assertNever } from '../types/assertNever';
import { comparableValue } from './recordConflict';
import { checkRecordValue } from './records';
import { ALL_RECORD_TYPES, type RecordType } from './recordTypes';

/**
 * Adding a record type is a job the compiler leads: every per-type table is a Record<RecordType, ...> and every
 * switch over a type ends in assertNever. The @ts-expect-error lines below prove it on a type added to the
 * union (NEWTYPE, a name no real type will take): if the compiler ever let a forgotten type through (RecordType
 * widened to string, assertNever taking anything), the directive would go unused and the type check of this
 * file would fail.
 */
type WithNewType = RecordType | 'NEWTYPE';

/** A table with an entry for every type of the union as it is (built from the list, so no type is missed). */
const complete = Object.fromEntries(ALL_RECORD_TYPES.map(type => [type, type.length])) as Record<RecordType, number>;

/** A switch over the types as they were when this test was written, given the union with the new type. */
const family = (type: WithNewType): string => {
    switch (type) {
        case 'A':
        case 'AAAA':
            return 'address';
        case 'CNAME':
        case 'NS':
        case 'MX':
        case 'PTR':
            return 'host name';
        case 'TXT':
        case 'SRV':
        case 'CAA':
            return 'text';
        case 'XURL':
        case 'URLFWD':
            return 'web address';
        default:
            // @ts-expect-error NEWTYPE has no case: the type here is 'NEWTYPE', not never
            return assertNever(type);
    }
};

describe('a record type added to the union', () => {
    it('is refused by the type check of a table that forgets it', () => {
        // @ts-expect-error NEWTYPE is missing from the table
        const counts: Record<WithNewType, number> = complete;
        expect(Object.keys(counts)).not.toContain('NEWTYPE');
    });

    it('is refused by the type check of a switch that forgets it, and throws if it gets there anyway', () => {
        expect(family('CNAME')).toBe('host name');
        expect(() => family('NEWTYPE')).toThrow('Unexpected value: NEWTYPE');
    });
});

describe('the record type switches', () => {
    it('have a case for every type today', () => {
        for (const type of ALL_RECORD_TYPES) {
            expect(() => [checkRecordValue(type, 'x'), comparableValue(type, 'x'), canonicalValue(type, 'x')]).not.toThrow();
        }
    });

    it('leave a type outside the union to the checks: refused, compared and written as its text', () => {
        expect(checkRecordValue('NEWTYPE', 'x')?.message).toBe('recordChecks.type');
        expect(comparableValue('NEWTYPE', ' X ')).toBe('X');
        expect(canonicalValue('NEWTYPE', 'x.')).toBe('x.');
    });
});
