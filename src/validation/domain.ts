import { isMultiLabelName, labelsMatch, nameLabels } from './dnsName';

/**
 * SPEC section 5 "Domain": 3-255 characters, labels up to 63, a leading * allowed; message 域名格式错误.
 * Labels are letters (any script: 中文.com is a domain), digits and inner hyphens; at least two labels; the
 * last one is not all digits (an IP address is not a domain). A trailing dot (the root) is accepted.
 */
const DOMAIN_MESSAGE = 'validation.domain';

const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

export const isDomainName = (text: string): boolean => {
    const labels = nameLabels(text);
    const length = labels.join('.').length;
    if (length < 3 || length > 255 || !isMultiLabelName(labels)) return false;
    const [first, ...rest] = labels;
    return (first === '*' || labelsMatch([first], LABEL)) && labelsMatch(rest, LABEL);
};

/** react-admin validator: empty passes (pair it with required()); the value is judged trimmed. */
export const validateDomain = (value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined;
    const text = String(value).trim();
    return text === '' || isDomainName(text) ? undefined : DOMAIN_MESSAGE;
};
