import * as v from 'valibot';
import { flag, num, reader, row, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';
import { DEFAULT_TTL } from '../../validation/recordLimits';

/**
 * A domain's settings (docs/dns-api.md): default TTL and three switches. Read with
 * GET app/dns/control/attr/info?id=, saved with POST app/dns/control/attr/save. The switches travel as 0/1 and
 * are booleans everywhere else: this file is the one place that converts them.
 */
export interface DomainSettings {
    confDefaultTtl: number;
    confCnameAccelerate: boolean;
    confRecursiveStatus: boolean;
    confSeoStatus: boolean;
}

const DOMAIN_SETTING_PATHS = {
    info: 'app/dns/control/attr/info',
    save: 'app/dns/control/attr/save',
} as const;

/** The react-query key of a domain's settings: the setting tab and the record editor's default TTL share it. */
export const settingsQueryKey = (id: number) => ['domainSettings', id] as const;

const SWITCHES = ['confCnameAccelerate', 'confRecursiveStatus', 'confSeoStatus'] as const;

/** How the answer's `data` is read (dataProvider/answers.ts): numbers possibly as strings; a domain without a TTL takes DEFAULT_TTL. */
const domainSettings: RecordSchema<DomainSettings> = v.pipe(
    row({ confDefaultTtl: num, confCnameAccelerate: flag, confRecursiveStatus: flag, confSeoStatus: flag }),
    v.transform(({ confDefaultTtl, confCnameAccelerate, confRecursiveStatus, confSeoStatus }) => ({
        confDefaultTtl: Number.isInteger(confDefaultTtl) && confDefaultTtl > 0 ? confDefaultTtl : DEFAULT_TTL,
        confCnameAccelerate: Number(confCnameAccelerate) === 1,
        confRecursiveStatus: Number(confRecursiveStatus) === 1,
        confSeoStatus: Number(confSeoStatus) === 1,
    })),
);

export const toDomainSettings = reader(domainSettings, DOMAIN_SETTING_PATHS.info);

/** What the save sends: the TTL as a number, the switches as 0/1. */
export const toSettingsBody = (id: number, settings: DomainSettings) => ({
    id,
    confDefaultTtl: Number(settings.confDefaultTtl),
    ...Object.fromEntries(SWITCHES.map(name => [name, settings[name] ? 1 : 0])),
});

export const domainSettingCalls = (http: HttpClient) => ({
    getDomainSettings: async (id: number): Promise<DomainSettings> => toDomainSettings((await http.get(DOMAIN_SETTING_PATHS.info, { id })).data),
    saveDomainSettings: async (id: number, settings: DomainSettings): Promise<void> => {
        await http.post(DOMAIN_SETTING_PATHS.save, toSettingsBody(id, settings));
    },
});
