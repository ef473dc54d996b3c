import { describe, expect, it } from 'vitest';
import { domainDeleteIsSensitive, FRESH_CODE_REQUIRED } from './freshCode';

describe('sensitive actions', () => {
    it.each([
        [[0], false],
        [[0, 0, 0], false],
        [[], false],
        [[3], true],
        [[0, 1], true],
    ])('deleting domains holding %j records asks a fresh code: %s', (counts, sensitive) => {
        expect(domainDeleteIsSensitive(counts)).toBe(sensitive);
    });

    it('is refused with the designed code for "a fresh code is needed"', () => {
        expect(FRESH_CODE_REQUIRED).toBe(4603);
    });
});
