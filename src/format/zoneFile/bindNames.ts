/** Names and TTLs of a BIND file (RFC 1035 section 5.1, BIND's TTL units). */

/** An absolute name (lower case, no trailing dot) from a name of the file, relative to `origin` unless it ends with a dot. */
export const absoluteName = (name: string, origin: string): string => {
    if (name === '@') return origin;
    if (name.endsWith('.')) return name.slice(0, -1).toLowerCase();
    return origin === '' ? name.toLowerCase() : `${name.toLowerCase()}.${origin}`;
};

/** The host relative to the zone ('@' for the apex), or undefined for a name of another zone. */
export const hostInZone = (absolute: string, zone: string): string | undefined => {
    if (absolute === zone) return '@';
    return absolute.endsWith(`.${zone}`) ? absolute.slice(0, -(zone.length + 1)) : undefined;
};

/** A target name as the console stores it: absolute, without the trailing dot (case kept). "." stays ".". */
export const targetName = (name: string, origin: string): string => {
    if (name === '.') return name;
    if (name === '@') return origin;
    if (name.endsWith('.')) return name.slice(0, -1);
    return origin === '' ? name : `${name}.${origin}`;
};

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** A TTL: seconds ("3600") or BIND units ("1h", "1h30m", "2d"); undefined when it is neither. */
export const parseTtl = (text: string): number | undefined => {
    if (/^\d+$/.test(text)) return Number(text);
    if (!/^(\d+[smhdw])+$/i.test(text)) return undefined;
    let total = 0;
    for (const [, count, unit] of text.matchAll(/(\d+)([smhdw])/gi)) total += Number(count) * UNIT_SECONDS[unit.toLowerCase()];
    return total;
};

/** Whether a token stands where a TTL may (it starts with a digit). */
export const looksLikeTtl = (text: string): boolean => /^\d/.test(text);

export const CLASSES = ['IN', 'CH', 'HS', 'CS'] as const;
