import type { ValidationError } from '../../../../../validation/messages';
import { RECORD_LIMITS } from '../../../../../validation/recordLimits';
import { isProblem, problems, type RdataFamily } from '../../../../../validation/rdata/family';
import { loc, type LocFields } from '../../../../../validation/rdata/loc';

/**
 * LOC as the editor shows it: each angle as degrees, minutes, seconds and its hemisphere, the metres without their
 * unit. Read from and written to the text of the LOC family (validation/rdata/loc.ts), which stays the one rule:
 * these fields only say which part of a position is wrong.
 */
export interface LocParts {
    latDegrees: string;
    latMinutes: string;
    latSeconds: string;
    latHemisphere: string;
    lonDegrees: string;
    lonMinutes: string;
    lonSeconds: string;
    lonHemisphere: string;
    altitude: string;
    size: string;
    horizontal: string;
    vertical: string;
}

type Axis = 'lat' | 'lon';

/** The three precisions in their order, with what an empty one means (RFC 1876: 1 m, 10 km, 10 m). */
const PRECISIONS = [
    ['size', '1'],
    ['horizontal', '10000'],
    ['vertical', '10'],
] as const;

const problem = (key: string, args: Record<string, string | number> = {}): ValidationError => ({
    message: `recordEditing.loc.${key}`,
    args: Object.fromEntries(Object.entries(args).map(([name, value]) => [name, String(value)])),
});

const splitAngle = (text: string, axis: Axis): Record<string, string> => {
    const parts = text.trim().split(/\s+/);
    const hemisphere = parts.length > 1 ? (parts.pop() ?? '') : '';
    const [degrees = '', minutes = '', seconds = ''] = parts;
    return { [`${axis}Degrees`]: degrees, [`${axis}Minutes`]: minutes, [`${axis}Seconds`]: seconds, [`${axis}Hemisphere`]: hemisphere };
};

/** 'd [m [s]] H': minutes written as 0 when only seconds are given, so nothing typed moves to another part. */
const joinAngle = (parts: LocParts, axis: Axis) => {
    const seconds = parts[`${axis}Seconds`].trim();
    const minutes = parts[`${axis}Minutes`].trim() || (seconds ? '0' : '');
    return [parts[`${axis}Degrees`].trim(), minutes, seconds, parts[`${axis}Hemisphere`]].filter(Boolean).join(' ');
};

const withoutUnit = (text: string) => text.replace(/m$/i, '');

/** The fields of the LOC family; a precision left empty before one given takes its default. */
const toLoc = (parts: LocParts): LocFields => {
    const last = PRECISIONS.reduce((found, [name], index) => (parts[name].trim() ? index : found), -1);
    const [size, horizontal, vertical] = PRECISIONS.map(([name, fallback], index) => parts[name].trim() || (index < last ? fallback : ''));
    return { latitude: joinAngle(parts, 'lat'), longitude: joinAngle(parts, 'lon'), altitude: parts.altitude.trim(), size, horizontal, vertical };
};

/** The presentation text of the parts as typed (the form's value while editing). */
export const locPartsText = (parts: LocParts): string => {
    const fields = toLoc(parts);
    return [fields.latitude, fields.longitude, fields.altitude, fields.size, fields.horizontal, fields.vertical].filter(Boolean).join(' ');
};

const WHOLE = /^\d+$/;
const SECONDS = /^\d+(\.\d{1,3})?$/;

const angleProblems = (parts: LocParts, axis: Axis, hemispheres: readonly string[], limit: { max: number }) => {
    const degrees = parts[`${axis}Degrees`].trim();
    const minutes = parts[`${axis}Minutes`].trim();
    const seconds = parts[`${axis}Seconds`].trim();
    const { locMinutes, locSeconds } = RECORD_LIMITS;
    const degreesProblem = !WHOLE.test(degrees) || Number(degrees) > limit.max ? problem('degrees', { value: degrees, max: limit.max }) : undefined;
    const beyond = Number(degrees) === limit.max && (Number(minutes || 0) > 0 || Number(seconds || 0) > 0);
    return [
        [`${axis}Degrees`, degreesProblem ?? (beyond ? problem('beyond', { max: limit.max }) : undefined)],
        [`${axis}Minutes`, minutes && (!WHOLE.test(minutes) || Number(minutes) > locMinutes.max) ? problem('minutes', { value: minutes }) : undefined],
        [`${axis}Seconds`, seconds && (!SECONDS.test(seconds) || Number(seconds) > locSeconds.max) ? problem('seconds', { value: seconds }) : undefined],
        [`${axis}Hemisphere`, hemispheres.includes(parts[`${axis}Hemisphere`]) ? undefined : problem('hemisphere', { choices: hemispheres.join(' / ') })],
    ] as const;
};

export const LAT_HEMISPHERES = ['N', 'S'] as const;
export const LON_HEMISPHERES = ['E', 'W'] as const;

export const locParts: RdataFamily<LocParts> = {
    read(text) {
        const fields = loc.read(text);
        if (isProblem(fields)) return fields;
        return {
            ...splitAngle(fields.latitude, 'lat'),
            ...splitAngle(fields.longitude, 'lon'),
            altitude: withoutUnit(fields.altitude),
            size: withoutUnit(fields.size),
            horizontal: withoutUnit(fields.horizontal),
            vertical: withoutUnit(fields.vertical),
        } as LocParts;
    },
    check(parts) {
        const whole = loc.check(toLoc(parts));
        return problems([
            ...angleProblems(parts, 'lat', LAT_HEMISPHERES, RECORD_LIMITS.locLatitude),
            ...angleProblems(parts, 'lon', LON_HEMISPHERES, RECORD_LIMITS.locLongitude),
            // anything the parts do not see (none today) still shows, at the angle's degrees
            ['latDegrees', whole.latitude],
            ['lonDegrees', whole.longitude],
            ['altitude', whole.altitude],
            ['size', whole.size],
            ['horizontal', whole.horizontal],
            ['vertical', whole.vertical],
        ]);
    },
    write: parts => loc.write(toLoc(parts)),
    compare: parts => loc.compare(toLoc(parts)),
    blank: () => ({
        ...{ latDegrees: '', latMinutes: '', latSeconds: '', latHemisphere: 'N' },
        ...{ lonDegrees: '', lonMinutes: '', lonSeconds: '', lonHemisphere: 'E' },
        ...{ altitude: '0', size: '', horizontal: '', vertical: '' },
    }),
};
