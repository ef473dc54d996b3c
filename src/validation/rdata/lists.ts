import { canonicalIpv6, isIpv6 } from '../ip';

/**
 * SvcParam value lists (RFC 9460 appendix A.1): the value, once read as a character-string, is items split at
 * commas, where \, is a comma inside an item and \\ a backslash.
 */
export const splitList = (bytes: readonly number[]): number[][] => {
    const items: number[][] = [[]];
    for (let index = 0; index < bytes.length; index += 1) {
        const byte = bytes[index];
        if (byte === 0x5c && index + 1 < bytes.length) {
            items[items.length - 1].push(bytes[index + 1]);
            index += 1;
        } else if (byte === 0x2c) {
            items.push([]);
        } else {
            items[items.length - 1].push(byte);
        }
    }
    return items;
};

/** Items back into one list: commas and backslashes inside an item escaped. */
export const joinList = (items: readonly (readonly number[])[]): number[] => {
    const bytes: number[] = [];
    for (const [index, item] of items.entries()) {
        if (index > 0) bytes.push(0x2c);
        for (const byte of item) bytes.push(...(byte === 0x2c || byte === 0x5c ? [0x5c, byte] : [byte]));
    }
    return bytes;
};

export const asciiOf = (bytes: readonly number[]): string => String.fromCharCode(...bytes);

export const bytesOf = (text: string): number[] => Array.from(text, char => char.charCodeAt(0));

/** An IPv6 address in its RFC 5952 form: lower case, the longest run of zero groups (two or more) as ::. */
export const compressIpv6 = (text: string): string => {
    if (!isIpv6(text)) return text;
    const groups = (canonicalIpv6(text).match(/.{4}/g) ?? []).map(group => group.replace(/^0+(?=.)/, ''));
    let best = { start: -1, length: 0 };
    for (let start = 0; start < groups.length; start += 1) {
        let length = 0;
        while (groups[start + length] === '0') length += 1;
        if (length > best.length) best = { start, length };
    }
    if (best.length < 2) return groups.join(':');
    return `${groups.slice(0, best.start).join(':')}::${groups.slice(best.start + best.length).join(':')}`;
};
