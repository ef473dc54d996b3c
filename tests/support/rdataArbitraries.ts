import fc from 'fast-check';

/**
 * Generators of valid values (presentation text, as people and zone files write them) of the record types read
 * as fields (src/validation/rdata): for property tests of the checks, the canonical form and the zone files.
 */
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
/** A host name, absolute or not, any case. */
export const rdataHostname = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld, fc.boolean(), fc.boolean()).map(([labels, top, dot, upper]) => {
    const name = `${[...labels, top].join('.')}${dot ? '.' : ''}`;
    return upper ? name.toUpperCase() : name;
});
const uint8 = fc.integer({ min: 0, max: 255 });
const uint16 = fc.integer({ min: 0, max: 65_535 });
const hex = (bytes: number) =>
    fc.uint8Array({ minLength: bytes, maxLength: bytes }).map(data => Array.from(data, byte => byte.toString(16).padStart(2, '0')).join(''));
const anyHex = fc.integer({ min: 1, max: 40 }).chain(hex);
const upperOrLower = (text: fc.Arbitrary<string>) => fc.tuple(text, fc.boolean()).map(([value, upper]) => (upper ? value.toUpperCase() : value));
const base64 = fc.uint8Array({ minLength: 1, maxLength: 60 }).map(data => btoa(String.fromCharCode(...data)));
/** Printable ASCII without quotes, backslashes, commas or spaces (an alpn id, a key's value). */
const token = fc.stringMatching(/^[!#-+\--[\]-~]{1,12}$/);

const svcParams = fc
    .record(
        {
            alpn: fc.array(token, { minLength: 1, maxLength: 3 }).map(ids => `alpn="${ids.join(',')}"`),
            port: uint16.map(port => `port=${port}`),
            ipv4hint: fc.array(fc.ipV4(), { minLength: 1, maxLength: 3 }).map(ips => `ipv4hint=${ips.join(',')}`),
            ipv6hint: fc.array(fc.ipV6(), { minLength: 1, maxLength: 2 }).map(ips => `ipv6hint="${ips.join(',')}"`),
            ech: base64.map(data => `ech="${data}"`),
            generic: fc
                .tuple(fc.integer({ min: 7, max: 65_534 }), fc.option(token, { nil: undefined }))
                .map(([key, value]) => (value ? `key${key}="${value}"` : `key${key}`)),
        },
        { requiredKeys: [] },
    )
    .chain(params => fc.shuffledSubarray(Object.values(params), { minLength: Object.keys(params).length }))
    .map(params => {
        const withDefault = params.some(param => param.startsWith('alpn=')) ? [...params, 'no-default-alpn'] : params;
        const mandatory = params.filter(param => /^(port|ipv4hint)=/.test(param)).map(param => param.split('=')[0]);
        return mandatory.length > 0 ? [...withDefault, `mandatory=${mandatory.join(',')}`] : withDefault;
    });

const svcb = fc.oneof(
    fc
        .tuple(fc.integer({ min: 1, max: 65_535 }), fc.oneof(fc.constant('.'), rdataHostname), svcParams)
        .map(([priority, target, params]) => [priority, target, ...params].join(' ')),
    rdataHostname.map(target => `0 ${target}`),
);

const tlsa = fc
    .tuple(uint8, uint8, fc.constantFrom(0, 1, 2, 255))
    .chain(([usage, selector, matching]) =>
        upperOrLower(matching === 1 ? hex(32) : matching === 2 ? hex(64) : anyHex).map(data => `${usage} ${selector} ${matching} ${data}`),
    );

const angle = (max: number, hemispheres: string) =>
    fc
        .tuple(fc.integer({ min: 0, max: max - 1 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59_999 }), fc.constantFrom(...hemispheres))
        .map(([degrees, minutes, millis, hemisphere]) => `${degrees} ${minutes} ${(millis / 1000).toFixed(3)} ${hemisphere}`);
const metres = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map(cm => `${(cm / 100).toFixed(2)}m`);

const naptrFlags = fc.stringMatching(/^[A-Za-z0-9]{0,2}$/);

export const RDATA_VALUES = {
    HTTPS: svcb,
    SVCB: svcb,
    TLSA: tlsa,
    SMIMEA: tlsa,
    SSHFP: fc
        .tuple(uint8, fc.constantFrom(1, 2, 9))
        .chain(([algorithm, type]) => upperOrLower(type === 1 ? hex(20) : type === 2 ? hex(32) : anyHex).map(data => `${algorithm} ${type} ${data}`)),
    NAPTR: fc.oneof(
        fc
            .tuple(uint16, uint16, naptrFlags, token, rdataHostname)
            .map(([order, preference, flags, services, replacement]) => `${order} ${preference} "${flags}" "${services}" "" ${replacement}`),
        fc
            .tuple(uint16, uint16, naptrFlags, token, token)
            .map(([order, preference, flags, services, regexp]) => `${order} ${preference} "${flags}" "${services}" "!^.*$!${regexp}!" .`),
    ),
    DS: fc
        .tuple(uint16, uint8, fc.constantFrom(1, 2, 4, 9))
        .chain(([tag, algorithm, type]) =>
            upperOrLower({ 1: hex(20), 2: hex(32), 4: hex(48) }[type as 1 | 2 | 4] ?? anyHex).map(digest => `${tag} ${algorithm} ${type} ${digest}`),
        ),
    URI: fc.tuple(uint16, uint16, fc.webUrl()).map(([priority, weight, target]) => `${priority} ${weight} "${target}"`),
    LOC: fc
        .tuple(
            angle(90, 'NS'),
            angle(180, 'EW'),
            metres(-100_000, 42_849_672),
            fc.option(fc.tuple(metres(0, 1000), metres(0, 100_000), metres(0, 1000)), { nil: undefined }),
        )
        .map(([latitude, longitude, altitude, precision]) => [latitude, longitude, altitude, ...(precision ?? [])].join(' ')),
    CERT: fc
        .tuple(fc.constantFrom('PKIX', 'PGP', 'URI', '1', '65000'), uint16, fc.constantFrom('0', '8', 'RSASHA256', '253'), base64)
        .map(parts => parts.join(' ')),
    CAA: fc.oneof(
        fc
            .tuple(uint8, fc.constantFrom('issue', 'issuewild', 'issuemail', 'issuevmc', 'ISSUE'), rdataHostname)
            .map(([flags, tag, ca]) => `${flags} ${tag} "${ca}"`),
        fc.tuple(uint8, rdataHostname).map(([flags, domain]) => `${flags} iodef "mailto:security@${domain}"`),
        fc.tuple(uint8, fc.stringMatching(/^[a-z0-9]{1,15}$/), token).map(([flags, tag, value]) => `${flags} ${tag} "${value}"`),
    ),
} as const satisfies Record<string, fc.Arbitrary<string>>;
