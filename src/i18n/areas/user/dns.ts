import type { I18nArea } from '../../provider';
import { domainsCn, domainsEn, domainsResourcesCn, domainsResourcesEn } from '../../sections/domains';
import { domainPagesCn, domainPagesEn, domainPagesResourcesCn, domainPagesResourcesEn } from '../../sections/domainPages';
import { dnssecCn, dnssecEn } from '../../sections/dnssec';
import { groupNotesCn, groupNotesEn } from '../../sections/confirmNotes';
import { nameServersCn, nameServersEn } from '../../sections/nameServers';
import { rdataEditorsCn, rdataEditorsEn } from '../../sections/rdataEditors';
import { recordEditingCn, recordEditingEn } from '../../sections/recordEditing';
import { recordsCn, recordsEn, recordsResourcesCn, recordsResourcesEn } from '../../sections/records';
import { zoneHistoryCn, zoneHistoryEn, zoneHistoryResourcesCn, zoneHistoryResourcesEn } from '../../sections/zoneHistory';
import { domainAccessCn, domainAccessEn } from '../../sections/domainAccess';
import type { Shape } from '../../shape';
import domainNames from '../domainNames';
import lineProblems from '../lineProblems';
import forms from '../forms';
import zone from '../zone';
import charts from '../charts';
import access from './access';

/** The messages of the authoritative DNS screens (src/user/dns: domains, groups, a domain's pages and their DNSSEC, the record table and its checks, lines, the zone history, the name servers). */
const en = {
    domains: domainsEn,
    domainAccess: domainAccessEn,
    domainPages: domainPagesEn,
    dnssec: dnssecEn,
    groupNotes: groupNotesEn,
    records: recordsEn,
    rdataEditors: rdataEditorsEn,
    recordEditing: recordEditingEn,
    nameServers: nameServersEn,
    zoneHistory: zoneHistoryEn,
    resources: { ...domainsResourcesEn, ...domainPagesResourcesEn, ...recordsResourcesEn, ...zoneHistoryResourcesEn },
};

const cn: Shape<typeof en> = {
    domains: domainsCn,
    domainAccess: domainAccessCn,
    domainPages: domainPagesCn,
    dnssec: dnssecCn,
    groupNotes: groupNotesCn,
    records: recordsCn,
    rdataEditors: rdataEditorsCn,
    recordEditing: recordEditingCn,
    nameServers: nameServersCn,
    zoneHistory: zoneHistoryCn,
    resources: { ...domainsResourcesCn, ...domainPagesResourcesCn, ...recordsResourcesCn, ...zoneHistoryResourcesCn },
};

export default { en, cn, includes: [forms, zone, domainNames, lineProblems, charts, access] } satisfies I18nArea;
