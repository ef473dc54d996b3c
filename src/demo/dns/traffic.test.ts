import { describe, expect, it } from 'vitest';
import { boundOf, rangeOf } from './traffic';

describe('demo traffic: one "a bare date covers its whole day" rule', () => {
    it('widens bare dates to the whole day and keeps full times', () => {
        expect(boundOf('2025-05-14', 'start')).toBe('2025-05-14 00:00:00');
        expect(boundOf(' 2025-05-14 ', 'end')).toBe('2025-05-14 23:59:59');
        expect(boundOf('2025-05-14 08:30:00', 'end')).toBe('2025-05-14 08:30:00');
        expect(boundOf('', 'start')).toBe('');
    });

    it('a range of two bare dates runs from the first midnight to the last second of the second day', () => {
        const { start, end } = rangeOf('2025-05-13', '2025-05-14');
        expect([start.getHours(), start.getMinutes(), start.getDate()]).toEqual([0, 0, 13]);
        expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getDate()]).toEqual([23, 59, 59, 14]);
    });
});
