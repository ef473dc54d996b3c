/**
 * The record types the console knows, declared once: RecordType and every list below derive from these arrays,
 * and the demo backend imports them too.
 *
 * RECORD_TYPES is DNSPod's list, offered in every zone. PTR only makes sense in a reverse zone (x.in-addr.arpa,
 * x.ip6.arpa), so it is offered there only: recordTypesFor(domain).
 *
 * To add a type, add it to the union (to RECORD_TYPES, in the order the type menus show it); the compiler then
 * lists every table and switch to complete: each per-type table is a Record<RecordType, ...> and each switch over
 * a type ends in assertNever (src/types/assertNever.ts). If its value is a host name or a forwarding address, put
 * it in HOSTNAME_TYPES or URL_TYPES too: the checks and comparisons treat those groups as one.
 */
export const RECORD_TYPES = [
    'A',
    'AAAA',
    'CNAME',
    'MX',
    'TXT',
    'NS',
    'SRV',
    'CAA',
    'HTTPS',
    'SVCB',
    'TLSA',
    'SSHFP',
    'NAPTR',
    'DS',
    'URI',
    'LOC',
    'SMIMEA',
    'CERT',
    'XURL',
    'URLFWD',
] as const;

/** Every type the checks know, PTR included. */
export const ALL_RECORD_TYPES = [...RECORD_TYPES, 'PTR'] as const;

export type RecordType = (typeof ALL_RECORD_TYPES)[number];

/** A type offered in a forward zone (any zone but a reverse one): every type but PTR. */
export type ForwardRecordType = (typeof RECORD_TYPES)[number];

/** Types whose value is a host name (a trailing dot allowed and ignored when comparing). */
const HOSTNAME_TYPES = ['CNAME', 'NS', 'MX', 'PTR'] as const satisfies readonly RecordType[];

export type HostnameType = (typeof HOSTNAME_TYPES)[number];

/** URL forwarding (API-NOTES "Records and lines"): XURL explicit (a redirect) and URLFWD implicit (a framed page). */
export const URL_TYPES = ['XURL', 'URLFWD'] as const satisfies readonly RecordType[];

/** A type guard: whether `type` is one of `types`. */
const among =
    <T extends string>(types: readonly T[]) =>
    (type: unknown): type is T =>
        typeof type === 'string' && (types as readonly string[]).includes(type);

export const isRecordType = among(ALL_RECORD_TYPES);

export const isHostnameType = among(HOSTNAME_TYPES);

export const isUrlType = among(URL_TYPES);

/** Whether the zone is a reverse one (in-addr.arpa or ip6.arpa), where PTR records live. */
const isReverseZone = (domain: string | null | undefined): boolean => /(^|\.)(in-addr|ip6)\.arpa\.?$/i.test((domain ?? '').trim());

/** The types offered for a zone: the usual ones, plus PTR in a reverse zone. */
export const recordTypesFor = (domain: string | { domain?: string } | null | undefined): readonly RecordType[] => {
    const name = typeof domain === 'string' ? domain : domain?.domain;
    return isReverseZone(name) ? ALL_RECORD_TYPES : RECORD_TYPES;
};
