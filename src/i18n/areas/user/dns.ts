import { addAreaMessages } from '../provider';
import { dashboardCn, dashboardEn } from '../sections/dashboard';
import { domainPagesCn, domainPagesEn, domainPagesResourcesCn, domainPagesResourcesEn } from '../sections/domainPages';
import { domainsCn, domainsEn, domainsResourcesCn, domainsResourcesEn } from '../sections/domains';
import { recordChecksCn, recordChecksEn } from '../sections/recordChecks';
import { recordsCn, recordsEn, recordsResourcesCn, recordsResourcesEn } from '../sections/records';
import type { Shape } from '../shape';

/**
 * The messages of the authoritative DNS screens (dashboard, domains, groups, domain pages, record table, record
 * checks). They ship in the screens' lazy chunks, not with /login: importing this module adds them.
 */
export const dnsEn = {
    dashboard: dashboardEn,
    domains: domainsEn,
    records: recordsEn,
    recordChecks: recordChecksEn,
    domainPages: domainPagesEn,
    resources: { ...domainsResourcesEn, ...recordsResourcesEn, ...domainPagesResourcesEn },
};

export const dnsCn: Shape<typeof dnsEn> = {
    dashboard: dashboardCn,
    domains: domainsCn,
    records: recordsCn,
    recordChecks: recordChecksCn,
    domainPages: domainPagesCn,
    resources: { ...domainsResourcesCn, ...recordsResourcesCn, ...domainPagesResourcesCn },
};

addAreaMessages({ en: dnsEn, cn: dnsCn });
