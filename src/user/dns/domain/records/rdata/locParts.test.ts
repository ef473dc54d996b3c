import { describe, expect, it } from 'vitest';
import { isProblem } from '../../../../../validation/rdata/family';
import { locParts, locPartsText, type LocParts } from './locParts';

const read = (text: string) => {
    const parts = locParts.read(text);
    if (isProblem(parts)) throw new Error(parts.message);
    return parts;
};

describe('locParts', () => {
    // the right-hand texts are dnspython 2.3's to_text() of the left
    it.each([
        ['52 22 23 N 4 53 32 E -2m', '52 22 23.000 N 4 53 32.000 E -2.00m'],
        ['39 54 26.5 N 116 23 29 E 50m 2m', '39 54 26.500 N 116 23 29.000 E 50.00m 2.00m 10000.00m 10.00m'],
        ['90 S 180 W 0m', '90 0 0.000 S 180 0 0.000 W 0.00m'],
        ['1 2 3.456 N 4 5 6 W 10.5 1m 10000m 10m', '1 2 3.456 N 4 5 6.000 W 10.50m'],
    ])('reads %s into parts and writes it as dnspython does', (text, canonical) => {
        const parts = read(text);
        expect(locParts.check(parts)).toEqual({});
        expect(locParts.write(parts)).toBe(canonical);
        expect(locParts.write(read(canonical))).toBe(canonical);
    });

    it('splits an angle into its parts and the metres without their unit', () => {
        expect(read('39 54 26.500 N 116 E 50.00m')).toMatchObject({
            latDegrees: '39',
            latMinutes: '54',
            latSeconds: '26.500',
            latHemisphere: 'N',
            lonDegrees: '116',
            lonMinutes: '',
            lonHemisphere: 'E',
            altitude: '50.00',
        });
    });

    it('writes minutes as 0 when only seconds are typed, and a skipped precision as its default', () => {
        const parts: LocParts = { ...locParts.blank(), latDegrees: '10', latSeconds: '5', lonDegrees: '20', vertical: '3' };
        expect(locPartsText(parts)).toBe('10 0 5 N 20 E 0 1 10000 3');
        expect(locParts.write(parts)).toBe('10 0 5.000 N 20 0 0.000 E 0.00m 1.00m 10000.00m 3.00m');
    });

    it('names the part that is wrong', () => {
        const parts = locParts.blank();
        expect(Object.keys(locParts.check(parts))).toEqual(['latDegrees', 'lonDegrees']);
        expect(Object.keys(locParts.check({ ...parts, latDegrees: '91', lonDegrees: '180', lonMinutes: '1', latSeconds: '60' }))).toEqual([
            'latDegrees',
            'latSeconds',
            'lonDegrees',
        ]);
        expect(locParts.check({ ...parts, latDegrees: '1', lonDegrees: '1', latHemisphere: 'E', size: '-1' })).toMatchObject({
            latHemisphere: { message: 'recordEditing.loc.hemisphere', args: { choices: 'N / S' } },
            size: { message: 'rdataChecks.locSize' },
        });
    });
});
