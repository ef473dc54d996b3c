import { IPv4, IPv4CidrRange, IPv6, IPv6CidrRange, Validator } from 'ip-num';

/**
 * An API token's IP allow-list: one entry a line, a single address or a CIDR block, IPv4 or IPv6 (blank lines
 * skipped). Parsed with ip-num, which knows both families and their prefixes; the token form and the demo
 * backend use this one module.
 */

/** One accepted line: as written (trimmed), and the range it stands for. */
export interface AllowEntry {
    text: string;
    range: IPv4CidrRange | IPv6CidrRange;
}

/** Why a line was refused: not an address or block at all, or a block whose address has host bits set (10.0.0.1/8). */
export type AllowLineProblem = 'invalid' | 'hostBits';

export interface AllowLineError {
    /** 1-based, counting blank lines, as an editor shows it. */
    line: number;
    text: string;
    problem: AllowLineProblem;
}

export interface ParsedAllowList {
    entries: AllowEntry[];
    errors: AllowLineError[];
}

const parseEntry = (text: string): IPv4CidrRange | IPv6CidrRange | AllowLineProblem => {
    const v6 = text.includes(':');
    const cidr = text.includes('/') ? text : `${text}/${v6 ? 128 : 32}`;
    if (v6 ? !Validator.isValidIPv6CidrNotation(cidr)[0] : !Validator.isValidIPv4CidrNotation(cidr)[0]) return 'invalid';
    if (v6 ? !Validator.isValidIPv6CidrRange(cidr)[0] : !Validator.isValidIPv4CidrRange(cidr)[0]) return 'hostBits';
    return v6 ? IPv6CidrRange.fromCidr(cidr) : IPv4CidrRange.fromCidr(cidr);
};

/** Reads the lines of an allow-list: every entry, and every bad line with its number. */
export const parseAllowList = (lines: string | readonly string[]): ParsedAllowList => {
    const all = typeof lines === 'string' ? lines.split(/\r?\n/) : lines;
    const result: ParsedAllowList = { entries: [], errors: [] };
    all.forEach((raw, index) => {
        const text = raw.trim();
        if (!text) return;
        const parsed = parseEntry(text);
        if (typeof parsed === 'string') result.errors.push({ line: index + 1, text, problem: parsed });
        else result.entries.push({ text, range: parsed });
    });
    return result;
};

/** The non-blank lines of an allow-list as they are stored (trimmed). */
export const allowListLines = (text: string): string[] =>
    text
        .split(/\r?\n/)
        .map(line => line.trim())
        .filter(Boolean);

const asAddress = (ip: string): IPv4 | IPv6 | undefined => {
    const text = ip.trim();
    if (text.includes(':')) return Validator.isValidIPv6String(text)[0] ? IPv6.fromString(text) : undefined;
    return Validator.isValidIPv4String(text)[0] ? IPv4.fromString(text) : undefined;
};

/** Whether an address falls in one of the entries (an address of the other family, or no address, never does). */
export const inAllowList = (entries: readonly AllowEntry[], ip: string): boolean => {
    const address = asAddress(ip);
    if (!address) return false;
    return entries.some(({ range }) =>
        address instanceof IPv4 ? range instanceof IPv4CidrRange && range.contains(address) : range instanceof IPv6CidrRange && range.contains(address),
    );
};
