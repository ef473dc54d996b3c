import { isIpv4, isIpv6 } from '../../validation/ip';
import { isDomainName } from '../../validation/domain';

/** A domain HTTPDNS can serve: a valid name, no wildcard (a trailing dot is dropped). Returns a message key or undefined. */
export const checkHttpdnsDomain = (value: string): string | undefined => {
    const name = value.trim().replace(/\.$/, '');
    if (!name) return 'ra.validation.required';
    return isDomainName(name) && !name.startsWith('*') ? undefined : 'httpdns.validation.domain';
};

/** The client IP of a resolution test: empty (the caller's own) or an IPv4 / IPv6 address. */
export const checkClientIp = (value: string): string | undefined => {
    const ip = value.trim();
    return !ip || isIpv4(ip) || isIpv6(ip) ? undefined : 'httpdns.validation.ip';
};
