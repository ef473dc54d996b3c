import * as v from 'valibot';
import { bool, list, nested, num, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';

export const LICENSE_LIMITS = ['domains', 'users', 'nodes'] as const;
type LicenseLimit = (typeof LICENSE_LIMITS)[number];

/** The authorization (GET sys/license/info). A limit of 0 means unlimited. */
export interface LicenseInfo {
    licensee: string;
    /** e.g. enterprise, professional, standard. */
    edition: string;
    serial: string;
    issuedAt: string;
    expiresAt: string;
    limits: Record<LicenseLimit, number>;
    usage: Record<LicenseLimit, number>;
    /** Every feature the product has, and whether this licence enables it. */
    features: { key: string; enabled: boolean }[];
}

const PATH = 'sys/license/info';

const counts = nested({ domains: num, users: num, nodes: num });

/** How the answer is read (dataProvider/answers.ts); a feature is enabled by 1 or true. */
const license: RecordSchema<LicenseInfo> = v.pipe(
    row({
        licensee: text,
        edition: text,
        serial: text,
        issuedAt: text,
        expiresAt: text,
        limits: counts,
        usage: counts,
        features: list(row({ key: text, enabled: bool })),
    }),
    v.transform(({ licensee, edition, serial, issuedAt, expiresAt, limits, usage, features }) => ({
        licensee,
        edition,
        serial,
        issuedAt,
        expiresAt,
        limits: { domains: limits.domains, users: limits.users, nodes: limits.nodes },
        usage: { domains: usage.domains, users: usage.users, nodes: usage.nodes },
        features: features.map(({ key, enabled }) => ({ key, enabled })),
    })),
);

export const readLicense = reader(license, PATH);

/** The authorization info, spread into the admin dataProvider. */
export const licenseCalls = (http: HttpClient) => ({
    /**
     * designed: GET sys/license/info answers data {licensee, edition, serial, issuedAt, expiresAt, limits {domains, users, nodes},
     * usage {domains, users, nodes}, features [{key, enabled 0|1}]}.
     */
    getLicense: async (): Promise<LicenseInfo> => readLicense((await http.get(PATH)).data),
});
