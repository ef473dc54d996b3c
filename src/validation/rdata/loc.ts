import type { ValidationError } from '../messages';
import { RECORD_LIMITS } from '../recordLimits';
import { problems, type RdataFamily } from './family';
import { rdataProblem } from './problem';
import { splitTokens } from './text';

/**
 * LOC (RFC 1876 section 3): 'd [m [s]] N|S d [m [s]] E|W altitude[m] [size[m] [horizontal[m] [vertical[m]]]]',
 * e.g. "52 22 23.000 N 4 53 32.000 E -2.00m 1m 10000m 10m". Seconds take up to 3 decimals, metres up to 2.
 * Written back as dnspython writes it: every part of the position, metres with 2 decimals, the three precisions
 * only when one differs from its default (1m, 10000m, 10m).
 */
export interface LocFields {
    latitude: string;
    longitude: string;
    altitude: string;
    size: string;
    horizontal: string;
    vertical: string;
}

const DEFAULTS = { size: 1, horizontal: 10_000, vertical: 10 } as const;

interface Angle {
    degrees: number;
    minutes: number;
    seconds: number;
    hemisphere: string;
}

const SECONDS = /^\d+(\.\d{1,3})?$/;

/** 'd [m [s]] H' as numbers, when well formed and within range (latitude to 90, longitude to 180). */
const readAngle = (text: string, hemispheres: string, limit: { max: number }): Angle | undefined => {
    const parts = text.trim().split(/\s+/);
    const hemisphere = parts.pop() ?? '';
    if (!hemispheres.includes(hemisphere) || hemisphere === '' || parts.length < 1 || parts.length > 3) return undefined;
    const [degrees, minutes = '0', seconds = '0'] = parts;
    if (!/^\d+$/.test(degrees) || !/^\d+$/.test(minutes) || !SECONDS.test(seconds)) return undefined;
    const angle = { degrees: Number(degrees), minutes: Number(minutes), seconds: Number(seconds), hemisphere };
    if (angle.minutes > RECORD_LIMITS.locMinutes.max || angle.seconds > RECORD_LIMITS.locSeconds.max) return undefined;
    if (angle.degrees > limit.max || (angle.degrees === limit.max && (angle.minutes > 0 || angle.seconds > 0))) return undefined;
    return angle;
};

const METRES = /^(-?\d+(\.\d{1,2})?)m?$/;

/** Metres as a number, when well formed and within `range`; '' gives `fallback`. */
const readMetres = (text: string, range: { min: number; max: number }, fallback?: number): number | undefined => {
    const trimmed = text.trim();
    if (trimmed === '' && fallback !== undefined) return fallback;
    const match = METRES.exec(trimmed);
    if (!match) return undefined;
    const metres = Number(match[1]);
    return metres >= range.min && metres <= range.max ? metres : undefined;
};

const writeAngle = ({ degrees, minutes, seconds, hemisphere }: Angle) => `${degrees} ${minutes} ${seconds.toFixed(3)} ${hemisphere}`;

const metres = (value: number) => `${value.toFixed(2)}m`;

const angleProblem = (text: string, key: string, hemispheres: string, limit: { max: number }): ValidationError | undefined =>
    readAngle(text, hemispheres, limit) ? undefined : rdataProblem(key, { value: text, max: limit.max });

const metresProblem = (text: string, key: string, range: { min: number; max: number }, fallback?: number): ValidationError | undefined =>
    readMetres(text, range, fallback) === undefined ? rdataProblem(key, { value: text, ...range }) : undefined;

const write = (fields: LocFields): string => {
    const { locLatitude, locLongitude, locAltitude, locSize } = RECORD_LIMITS;
    const latitude = readAngle(fields.latitude, 'NS', locLatitude);
    const longitude = readAngle(fields.longitude, 'EW', locLongitude);
    const size = readMetres(fields.size, locSize, DEFAULTS.size) ?? DEFAULTS.size;
    const horizontal = readMetres(fields.horizontal, locSize, DEFAULTS.horizontal) ?? DEFAULTS.horizontal;
    const vertical = readMetres(fields.vertical, locSize, DEFAULTS.vertical) ?? DEFAULTS.vertical;
    const position = [latitude && writeAngle(latitude), longitude && writeAngle(longitude), metres(readMetres(fields.altitude, locAltitude) ?? 0)];
    const precise = size !== DEFAULTS.size || horizontal !== DEFAULTS.horizontal || vertical !== DEFAULTS.vertical;
    return [...position, ...(precise ? [metres(size), metres(horizontal), metres(vertical)] : [])].join(' ');
};

export const loc: RdataFamily<LocFields> = {
    read(text) {
        const tokens = splitTokens(text);
        const north = tokens?.findIndex(token => token === 'N' || token === 'S') ?? -1;
        const east = tokens?.findIndex(token => token === 'E' || token === 'W') ?? -1;
        if (!tokens || north < 1 || east <= north + 1 || tokens.length < east + 2 || tokens.length > east + 5) return rdataProblem('valueLoc');
        const [altitude, size = '', horizontal = '', vertical = ''] = tokens.slice(east + 1);
        return { latitude: tokens.slice(0, north + 1).join(' '), longitude: tokens.slice(north + 1, east + 1).join(' '), altitude, size, horizontal, vertical };
    },
    check(fields) {
        const { locLatitude, locLongitude, locAltitude, locSize } = RECORD_LIMITS;
        return problems([
            ['latitude', angleProblem(fields.latitude, 'locLatitude', 'NS', locLatitude)],
            ['longitude', angleProblem(fields.longitude, 'locLongitude', 'EW', locLongitude)],
            ['altitude', metresProblem(fields.altitude, 'locAltitude', locAltitude)],
            ['size', metresProblem(fields.size, 'locSize', locSize, DEFAULTS.size)],
            ['horizontal', metresProblem(fields.horizontal, 'locSize', locSize, DEFAULTS.horizontal)],
            ['vertical', metresProblem(fields.vertical, 'locSize', locSize, DEFAULTS.vertical)],
        ]);
    },
    write,
    compare: write,
    blank: () => ({ latitude: '', longitude: '', altitude: '0m', size: '', horizontal: '', vertical: '' }),
};
