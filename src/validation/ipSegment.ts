import { IPv4, IPv6, collapseIPv6Number, Validator } from 'ip-num';

/**
 * IP segments of either family, as the recursive service's segments and their CSV files hold them: one address,
 * a "start-end" range, or a CIDR block ("10.0.0.0/8", "2001:db8::/32"; host bits set are masked off, so
 * "10.1.2.3/24" is 10.1.2.0-10.1.2.255). One module for the console's checks and the demo backend's.
 */
export type IpFamily = 4 | 6;

export interface IpSegment {
    family: IpFamily;
    start: bigint;
    end: bigint;
}

/** What is wrong with a segment's text: not addresses, start after end, two families, a prefix out of range. */
export type SegmentProblem = 'format' | 'order' | 'family' | 'prefix';

const BITS: Record<IpFamily, number> = { 4: 32, 6: 128 };

/** One address of either family, as its family and integer value. */
export const parseAddress = (text: string): { family: IpFamily; value: bigint } | undefined => {
    const trimmed = text.trim();
    if (Validator.isValidIPv4String(trimmed)[0]) return { family: 4, value: IPv4.fromDecimalDottedString(trimmed).getValue() };
    if (trimmed.includes(':') && Validator.isValidIPv6String(trimmed)[0]) return { family: 6, value: IPv6.fromString(trimmed).getValue() };
    return undefined;
};

/** An address as people write it: dotted IPv4, compressed IPv6 (2001:db8::1). */
export const formatAddress = (family: IpFamily, value: bigint): string =>
    family === 4 ? IPv4.fromNumber(value).toString() : collapseIPv6Number(IPv6.fromBigInt(value).toString());

/** A segment as "start-end" (a single address as itself). */
export const formatSegment = ({ family, start, end }: IpSegment): string =>
    start === end ? formatAddress(family, start) : `${formatAddress(family, start)}-${formatAddress(family, end)}`;

const cidr = (address: string, prefixText: string): IpSegment | SegmentProblem => {
    const parsed = parseAddress(address);
    if (!parsed || !/^\d{1,3}$/.test(prefixText.trim())) return 'format';
    const bits = BITS[parsed.family];
    const prefix = Number(prefixText);
    if (prefix > bits) return 'prefix';
    const host = (1n << BigInt(bits - prefix)) - 1n;
    const start = parsed.value & ~host;
    return { family: parsed.family, start, end: start | host };
};

/** One segment from its text: "a", "a-b" (spaces around the dash allowed) or "a/prefix". */
export const parseSegment = (text: string): IpSegment | SegmentProblem => {
    const trimmed = text.trim();
    const slash = trimmed.split('/');
    if (slash.length === 2) return cidr(slash[0], slash[1]);
    if (slash.length > 2) return 'format';
    const parts = trimmed.split('-');
    if (parts.length > 2) return 'format';
    const start = parseAddress(parts[0]);
    const end = parts.length === 2 ? parseAddress(parts[1]) : start;
    if (!start || !end) return 'format';
    if (start.family !== end.family) return 'family';
    if (start.value > end.value) return 'order';
    return { family: start.family, start: start.value, end: end.value };
};

/** Whether two segments share an address (segments of two families never do). */
export const segmentsOverlap = (a: IpSegment, b: IpSegment): boolean => a.family === b.family && a.start <= b.end && b.start <= a.end;

/** The segments of `others` that share an address with `segment`, in their order: what a refusal names. */
export const conflictsOf = <T extends IpSegment>(segment: IpSegment, others: readonly T[]): T[] => others.filter(other => segmentsOverlap(segment, other));
