import type { I18nArea } from '../../provider';
import { domainsCn, domainsEn, domainsResourcesCn, domainsResourcesEn } from '../../sections/domains';
import { domainPagesCn, domainPagesEn, domainPagesResourcesCn, domainPagesResourcesEn } from '../../sections/domainPages';
import { recordsCn, recordsEn, recordsResourcesCn, recordsResourcesEn } from '../../sections/records';
import { recordChecksCn, recordChecksEn } from '../../sections/recordChecks';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the authoritative DNS screens (src/user/dns: domains, groups, a domain's pages, the record table and its checks, lines). */
const en = {
    domains: domainsEn,
    domainPages: domainPagesEn,
    records: recordsEn,
    recordChecks: recordChecksEn,
    resources: { ...domainsResourcesEn, ...domainPagesResourcesEn, ...recordsResourcesEn },
};

const cn: Shape<typeof en> = {
    domains: domainsCn,
    domainPages: domainPagesCn,
    records: recordsCn,
    recordChecks: recordChecksCn,
    resources: { ...domainsResourcesCn, ...domainPagesResourcesCn, ...recordsResourcesCn },
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
