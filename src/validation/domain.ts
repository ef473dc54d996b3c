/**
 * SPEC section 5 "Domain": 3-255 characters, labels up to 63, a leading * allowed; message 域名格式错误.
 * Labels are letters (any script: 中文.com is a domain), digits and inner hyphens; at least two labels; the
 * last one is not all digits (an IP address is not a domain). A trailing dot (the root) is accepted.
 */
export const DOMAIN_MESSAGE = 'domains.validation.format';

const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

export const isDomainName = (text: string): boolean => {
    const name = text.endsWith('.') ? text.slice(0, -1) : text;
    if (name.length < 3 || name.length > 255) return false;
    const labels = name.split('.');
    if (labels.length < 2) return false;
    const [first, ...rest] = labels;
    if (first !== '*' && !(first.length <= 63 && LABEL.test(first))) return false;
    if (!rest.every(label => label.length <= 63 && LABEL.test(label))) return false;
    return !/^\d+$/.test(rest[rest.length - 1]);
};

/** react-admin validator: empty passes (pair it with required()); the value is judged trimmed. */
export const validateDomain = (value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined;
    const text = String(value).trim();
    return text === '' || isDomainName(text) ? undefined : DOMAIN_MESSAGE;
};
