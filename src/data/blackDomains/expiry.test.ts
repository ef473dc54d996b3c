import { describe, expect, it } from 'vitest';
import { isExpired, readExpiry } from './expiry';

const NOW = new Date(2026, 10, 28, 12, 0, 0);

describe('blacklist expiry', () => {
    it.each([
        ['', ''],
        ['  ', ''],
        ['2026-12-01', '2026-12-01 23:59:59'],
        ['2026-12-01 08:30', '2026-12-01 08:30:00'],
        ['2026-12-01T08:30', '2026-12-01 08:30:00'],
        ['2026-12-01 08:30:15', '2026-12-01 08:30:15'],
        ['2026-11-28', '2026-11-28 23:59:59'],
        ['2026-11-28 11:59:59', 'bad'],
        ['2026-02-30', 'bad'],
        ['tomorrow', 'bad'],
        ['2026/12/01', 'bad'],
    ])('reads %j as %j', (text, expected) => {
        expect(readExpiry(text, NOW)).toBe(expected);
    });

    it.each([
        ['', false],
        ['2026-11-28 12:00:00', true],
        ['2026-11-28 12:00:01', false],
        ['junk', false],
    ])('%j expired: %s', (expireTime, expected) => {
        expect(isExpired(expireTime, NOW)).toBe(expected);
    });
});
