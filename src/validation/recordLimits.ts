/**
 * The ranges of record fields, in one place, as DNSPod documents them.
 *
 * TXT: the value is one or more character-strings. Each string holds at most 255 bytes (UTF-8, quotes and
 * escapes not counted) and the record's data (RDATA: each string's bytes and a length byte) at most 65 535 bytes,
 * the DNS limits (RFC 1035 3.3.14, 3.2.1). A longer text is split into 255-byte strings when saved.
 */
export const RECORD_LIMITS = {
    ttl: { min: 1, max: 604_800 },
    weight: { min: 0, max: 100 },
    /** MX preference (RFC 1035); 0 with the value "." is the null MX of RFC 7505. */
    mx: { min: 0, max: 65_535 },
    /** SRV priority, weight and port. */
    srv: { min: 0, max: 65_535 },
    caaFlags: { min: 0, max: 255 },
    /** A CAA tag: 1 to 15 letters and digits (RFC 8659 section 4.1). */
    caaTagChars: 15,
    /** The 16-bit numbers of HTTPS/SVCB (priority, port), NAPTR (order, preference), DS and CERT (key tag, CERT
     * type) and URI (priority, weight). */
    uint16: { min: 0, max: 65_535 },
    /** The 8-bit numbers of TLSA/SMIMEA (usage, selector, matching type), SSHFP, DS and CERT (algorithm, types). */
    uint8: { min: 0, max: 255 },
    /** An ALPN protocol id in an SvcParam: 1 to 255 bytes (RFC 9460 section 7.1.1). */
    alpnIdBytes: 255,
    /** LOC (RFC 1876): degrees of latitude and longitude, altitude in metres, sizes and precisions in metres. */
    locLatitude: { min: 0, max: 90 },
    locLongitude: { min: 0, max: 180 },
    locMinutes: { min: 0, max: 59 },
    locSeconds: { min: 0, max: 59.999 },
    locAltitude: { min: -100_000, max: 42_849_672.95 },
    locSize: { min: 0, max: 90_000_000 },
    txtStringBytes: 255,
    txtDataBytes: 65_535,
    hostLabel: 63,
    hostName: 253,
    /** A forwarding URL (our choice: what browsers and DNSPod's editor take comfortably). */
    url: 2048,
    /** A record's remark (备注), characters: DNSPod's length. */
    remark: 200,
} as const;

/** Digest lengths in bytes by digest type: DS (RFC 4034, 4509, 5933, 6605), TLSA/SMIMEA matching type (RFC
 * 6698), SSHFP fingerprint type (RFC 4255, 6594). */
export const DIGEST_BYTES = {
    ds: { 1: 20, 2: 32, 3: 32, 4: 48 },
    tlsa: { 1: 32, 2: 64 },
    sshfp: { 1: 20, 2: 32 },
} as const satisfies Record<string, Record<number, number>>;

/** Seconds. 600 (10 minutes) is DNSPod's default. */
export const DEFAULT_TTL = 600;

/** DNSPod's TTL presets, in seconds. */
export const TTL_PRESETS = [60, 300, 600, 1800, 3600, 43_200, 86_400] as const;

export type TtlPreset = (typeof TTL_PRESETS)[number];

/** The label key of a preset (recordChecks.ttlPresets.<seconds>), e.g. "10 分钟（默认）". */
export const ttlPresetLabel = (seconds: TtlPreset): string => `recordChecks.ttlPresets.s${seconds}`;

/** The presets as react-admin choices ({id, name} with name a translation key). */
export const TTL_PRESET_CHOICES: ReadonlyArray<{ id: TtlPreset; name: string }> = TTL_PRESETS.map(seconds => ({
    id: seconds,
    name: ttlPresetLabel(seconds),
}));
