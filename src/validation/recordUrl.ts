import { isMultiLabelName, labelsMatch, nameLabels } from './dnsName';
import { isIpv4 } from './ip';
import { RECORD_LIMITS } from './recordLimits';
import { problem, type RecordProblem } from './recordProblem';

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** URL forwarding values may omit the scheme: https:// is added. Idempotent; other values are left alone. */
export const withScheme = (value: string): string => (value === '' || SCHEME.test(value) ? value : `https://${value}`);

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/;

const isWebHost = (host: string): boolean => {
    if (isIpv4(host)) return true;
    const labels = nameLabels(host);
    return isMultiLabelName(labels) && labelsMatch(labels, HOST_LABEL);
};

/**
 * A web address for URL forwarding: http or https (https:// assumed when no scheme is typed), a domain name or an
 * IPv4 address, optional port, path and query; no spaces; at most RECORD_LIMITS.url characters.
 */
export const checkUrl = (value: string): RecordProblem => {
    const text = withScheme(value);
    if (text.length > RECORD_LIMITS.url) return problem('urlTooLong', { length: text.length, max: RECORD_LIMITS.url });
    if (/\s/.test(text) || !/^https?:\/\//i.test(text)) return problem('valueUrl');
    let url: URL;
    try {
        url = new URL(text);
    } catch {
        return problem('valueUrl');
    }
    if (url.username || url.password || !isWebHost(url.hostname)) return problem('valueUrl');
    return undefined;
};
