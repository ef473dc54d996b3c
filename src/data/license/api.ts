import type { HttpClient } from '../../http/client';
import { num, object, text } from '../adminOverview/read';

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

const counts = (value: unknown): Record<LicenseLimit, number> => {
    const v = object(value);
    return { domains: num(v.domains), users: num(v.users), nodes: num(v.nodes) };
};

export const readLicense = (data: unknown): LicenseInfo => {
    const d = object(data);
    const features = Array.isArray(d.features) ? d.features.map(object) : [];
    return {
        licensee: text(d.licensee),
        edition: text(d.edition),
        serial: text(d.serial),
        issuedAt: text(d.issuedAt),
        expiresAt: text(d.expiresAt),
        limits: counts(d.limits),
        usage: counts(d.usage),
        features: features.map(f => ({ key: text(f.key), enabled: num(f.enabled) === 1 || f.enabled === true })),
    };
};

/** The authorization info, spread into the admin dataProvider. */
export const licenseCalls = (http: HttpClient) => ({
    /**
     * designed: GET sys/license/info answers data {licensee, edition, serial, issuedAt, expiresAt, limits {domains, users, nodes},
     * usage {domains, users, nodes}, features [{key, enabled 0|1}]}.
     */
    getLicense: async (): Promise<LicenseInfo> => readLicense((await http.get('sys/license/info')).data),
});
