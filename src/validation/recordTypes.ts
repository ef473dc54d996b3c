/**
 * The record types the console offers (DNSPod's list). PTR only makes sense in a reverse zone
 * (x.in-addr.arpa, x.ip6.arpa), so it is offered there only: recordTypesFor(domain).
 */
export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA', 'XURL', 'URLFWD'] as const;

/** Every type the checks know, PTR included. */
export const ALL_RECORD_TYPES = [...RECORD_TYPES, 'PTR'] as const;

export type RecordType = (typeof ALL_RECORD_TYPES)[number];

/** Types whose value is a host name (a trailing dot allowed and ignored when comparing). */
export const HOSTNAME_TYPES: readonly RecordType[] = ['CNAME', 'NS', 'MX', 'PTR'];

/** URL forwarding (API-NOTES "Records and lines"): XURL explicit (a redirect) and URLFWD implicit (a framed page). */
export const URL_TYPES: readonly RecordType[] = ['XURL', 'URLFWD'];

export const isRecordType = (type: unknown): type is RecordType =>
    typeof type === 'string' && (ALL_RECORD_TYPES as readonly string[]).includes(type);

/** Whether the zone is a reverse one (in-addr.arpa or ip6.arpa), where PTR records live. */
export const isReverseZone = (domain: string | null | undefined): boolean => /(^|\.)(in-addr|ip6)\.arpa\.?$/i.test((domain ?? '').trim());

/** The types offered for a zone: the usual ones, plus PTR in a reverse zone. */
export const recordTypesFor = (domain: string | { domain?: string } | null | undefined): readonly RecordType[] => {
    const name = typeof domain === 'string' ? domain : domain?.domain;
    return isReverseZone(name) ? ALL_RECORD_TYPES : RECORD_TYPES;
};
