/**
 * The ranges of record fields, in one place, as DNSPod documents them.
 *
 * TXT: the value is one or more character-strings. Each string holds at most 255 bytes (UTF-8, quotes and
 * escapes not counted: the DNS limit); the whole value as typed (quotes included) at most 512 characters, the
 * length DNSPod's editor takes. Anything longer is split by the user into several quoted strings.
 */
export const RECORD_LIMITS = {
    ttl: { min: 1, max: 604_800 },
    weight: { min: 0, max: 100 },
    mx: { min: 1, max: 50 },
    /** SRV priority, weight and port. */
    srv: { min: 0, max: 65_535 },
    caaFlags: { min: 0, max: 255 },
    txtStringBytes: 255,
    txtValueChars: 512,
    hostLabel: 63,
    hostName: 253,
    /** A forwarding URL (our choice: what browsers and DNSPod's editor take comfortably). */
    url: 2048,
    /** A record's remark (备注), characters: DNSPod's length. */
    remark: 200,
} as const;

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
