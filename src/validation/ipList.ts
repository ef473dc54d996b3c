import { isIpv4 } from './ip';
import { toValidationError, type LineError, type ValidationError } from './messages';

interface IpListResult {
    ips: string[];
    error?: LineError;
}

/** Splits on commas and newlines (either may be used, also mixed); blanks are dropped. */
const splitIpList = (text: string | null | undefined): string[] =>
    (text ?? '')
        .split(/[,，\n\r]+/)
        .map(item => item.trim())
        .filter(Boolean);

/** An IPv4 list (SPEC section 5 "IP list"): every entry an IPv4 address, no duplicates. */
export const parseIpv4List = (text: string | null | undefined): IpListResult => {
    const ips = splitIpList(text);
    const seen = new Set<string>();
    for (const ip of ips) {
        if (!isIpv4(ip)) return { ips, error: { key: 'validation.ipListFormat', line: ip } };
        if (seen.has(ip)) return { ips, error: { key: 'validation.ipListDuplicate', line: ip } };
        seen.add(ip);
    }
    return { ips };
};

/** react-admin validator over parseIpv4List. */
export const validateIpv4List = (value: unknown): ValidationError | undefined => {
    const { error } = parseIpv4List(typeof value === 'string' ? value : '');
    return error ? toValidationError(error) : undefined;
};
