import type { HttpClient } from '../../http/client';

/**
 * A domain's settings (docs/dns-api.md): default TTL and three 0/1 switches. Read with
 * GET app/dns/control/attr/info?id=, saved with POST app/dns/control/attr/save. OWNER: the domain pages work.
 */
export interface DomainSettings {
    confDefaultTtl: number;
    confCnameAccelerate: 0 | 1;
    confRecursiveStatus: 0 | 1;
    confSeoStatus: 0 | 1;
}

/** The TTL a domain takes when it has none set (API-NOTES: records default to 600). */
export const DEFAULT_DOMAIN_TTL = 600;

export const DOMAIN_SETTING_PATHS = {
    info: 'app/dns/control/attr/info',
    save: 'app/dns/control/attr/save',
} as const;

const flag = (value: unknown): 0 | 1 => (Number(value) === 1 ? 1 : 0);

/** The answer's `data`, numbers possibly as strings, fields possibly missing. */
export const toDomainSettings = (data: unknown): DomainSettings => {
    const row = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const ttl = Number(row.confDefaultTtl);
    return {
        confDefaultTtl: Number.isInteger(ttl) && ttl > 0 ? ttl : DEFAULT_DOMAIN_TTL,
        confCnameAccelerate: flag(row.confCnameAccelerate),
        confRecursiveStatus: flag(row.confRecursiveStatus),
        confSeoStatus: flag(row.confSeoStatus),
    };
};

export const domainSettingCalls = (http: HttpClient) => ({
    getDomainSettings: async (id: number): Promise<DomainSettings> =>
        toDomainSettings((await http.get(DOMAIN_SETTING_PATHS.info, { id })).data),
    saveDomainSettings: async (id: number, settings: DomainSettings): Promise<void> => {
        await http.post(DOMAIN_SETTING_PATHS.save, {
            id,
            confDefaultTtl: Number(settings.confDefaultTtl),
            confCnameAccelerate: flag(settings.confCnameAccelerate),
            confRecursiveStatus: flag(settings.confRecursiveStatus),
            confSeoStatus: flag(settings.confSeoStatus),
        });
    },
});

export type DomainSettingCalls = ReturnType<typeof domainSettingCalls>;
