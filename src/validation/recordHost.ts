import { isMultiLabelName, labelFits, nameLabels } from './dnsName';
import { isIpv4, isIpv6 } from './ip';
import { RECORD_LIMITS } from './recordLimits';
import { problem, type RecordProblem } from './recordProblem';

/**
 * Host (主机记录) and host-name values. A label is letters, digits, hyphens and underscores (_dmarc, _sip._tcp);
 * no leading or trailing hyphen; at most 63 characters; a name at most 253.
 */
const LABEL_CHARS = /^[A-Za-z0-9_-]+$/;

const labelProblem = (label: string): RecordProblem => {
    if (!LABEL_CHARS.test(label)) return problem('hostChars', { label });
    if (label.startsWith('-') || label.endsWith('-')) return problem('hostHyphen', { label });
    if (!labelFits(label)) return problem('labelTooLong', { label, length: label.length, max: RECORD_LIMITS.hostLabel });
    return undefined;
};

/** '' and '@' are the zone apex. */
export const normaliseHost = (host: string | null | undefined): string => {
    const text = String(host ?? '')
        .trim()
        .toLowerCase();
    return text === '' ? '@' : text;
};

/**
 * 主机记录: '@' (the apex; empty means '@' too), '*', 'www', 'a.b', '*.sub', '_dmarc'. '*' stands alone as the
 * leftmost label only; labels as above; at most 253 characters, and with `zone` given, host.zone too.
 */
export const checkHost = (host: string | null | undefined, zone?: string): RecordProblem => {
    const text = String(host ?? '').trim();
    if (text === '' || text === '@' || text === '*') return undefined;
    if (text.length > RECORD_LIMITS.hostName) return problem('hostTooLong', { length: text.length, max: RECORD_LIMITS.hostName });
    const apex = (zone ?? '').trim().replace(/\.$/, '');
    const full = apex ? text.length + 1 + apex.length : 0;
    if (full > RECORD_LIMITS.hostName) return problem('nameTooLong', { zone: apex, length: full, max: RECORD_LIMITS.hostName });
    const labels = text.split('.');
    if (labels.some(label => label === '')) return problem('hostEmptyLabel');
    for (const [index, label] of labels.entries()) {
        if (label.includes('*')) {
            if (label !== '*' || index > 0) return problem('hostWildcard');
            continue;
        }
        if (label === '@') return problem('hostApex');
        const found = labelProblem(label);
        if (found) return found;
    }
    return undefined;
};

/** A host name such as mx.example.com: at least two labels, the last not all digits. A trailing dot is allowed. */
export const checkHostname = (value: string, key: string): RecordProblem => {
    const labels = nameLabels(value);
    const name = labels.join('.');
    if (isIpv4(name) || isIpv6(name)) return problem('hostnameIp');
    if (name.length > RECORD_LIMITS.hostName) return problem('hostnameTooLong', { length: name.length, max: RECORD_LIMITS.hostName });
    if (!isMultiLabelName(labels)) return problem(key);
    for (const label of labels) {
        const found = labelProblem(label);
        if (found) return found.message === 'recordChecks.labelTooLong' ? found : problem(key);
    }
    return undefined;
};

/** Host names compare without case and without the trailing dot. */
export const normaliseHostname = (value: string): string => value.trim().replace(/\.$/, '').toLowerCase();
