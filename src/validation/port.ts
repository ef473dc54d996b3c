import { toValidationError, type ValidationError } from './messages';

/**
 * SPEC section 5 "Port": an integer from 1 to 65534 per the check, while the message says 1~65535 (kept as the
 * spec has it). Empty passes: pair it with required().
 */
const PORT_RANGE = { min: 1, max: 65534 } as const;

export const isPort = (value: unknown): boolean => {
    const text = String(value ?? '').trim();
    if (!/^\d+$/.test(text)) return false;
    const port = Number(text);
    return port >= PORT_RANGE.min && port <= PORT_RANGE.max;
};

/** react-admin validator for one port. */
export const validatePort = (value: unknown): string | undefined => {
    if (value === undefined || value === null || String(value).trim() === '') return undefined;
    return isPort(value) ? undefined : 'validation.port';
};

/** A `|`-separated port list (the CDN node check's checkNodePortList): blanks dropped, each a valid port, none twice. */
export const parsePortList = (text: string | null | undefined): { ports: number[]; error?: { key: string; line: string } } => {
    const items = (text ?? '').split('|').map(item => item.trim());
    const ports: number[] = [];
    for (const item of items) {
        if (item === '') continue;
        if (!isPort(item)) return { ports, error: { key: 'validation.portListFormat', line: item } };
        if (ports.includes(Number(item))) return { ports, error: { key: 'validation.portListDuplicate', line: item } };
        ports.push(Number(item));
    }
    return { ports };
};

/** react-admin validator over parsePortList; empty passes (pair it with required()). */
export const validatePortList = (value: unknown): ValidationError | undefined => {
    const { error } = parsePortList(typeof value === 'string' ? value : String(value ?? ''));
    return error ? toValidationError(error) : undefined;
};
