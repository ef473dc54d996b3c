import type { I18nArea } from '../../provider';
import { bulkJobsCn, bulkJobsEn, bulkJobsResourcesCn, bulkJobsResourcesEn } from '../../sections/bulkJobs';
import { bulkDomainsCn, bulkDomainsEn } from '../../sections/bulkDomains';
import { bulkRecordsCn, bulkRecordsEn } from '../../sections/bulkRecords';
import { zoneArchiveCn, zoneArchiveEn } from '../../sections/zoneArchive';
import { zoneFileCn, zoneFileEn } from '../../sections/zoneFile';
import { zoneImportTtlCn, zoneImportTtlEn } from '../../sections/zoneImportTtl';
import { zoneTransferCn, zoneTransferEn } from '../../sections/zoneTransfer';
import type { Shape } from '../../shape';
import domainNames from '../domainNames';
import lineProblems from '../lineProblems';
import forms from '../forms';
import zone from '../zone';
import access from './access';

/** The messages of the bulk screens (src/user/dns/bulk: bulk jobs on domains and records, zone import and export). */
const en = {
    bulkJobs: bulkJobsEn,
    bulkDomains: bulkDomainsEn,
    bulkRecords: bulkRecordsEn,
    zoneArchive: zoneArchiveEn,
    zoneFile: zoneFileEn,
    zoneImportTtl: zoneImportTtlEn,
    zoneTransfer: zoneTransferEn,
    resources: { ...bulkJobsResourcesEn },
};

const cn: Shape<typeof en> = {
    bulkJobs: bulkJobsCn,
    bulkDomains: bulkDomainsCn,
    bulkRecords: bulkRecordsCn,
    zoneArchive: zoneArchiveCn,
    zoneFile: zoneFileCn,
    zoneImportTtl: zoneImportTtlCn,
    zoneTransfer: zoneTransferCn,
    resources: { ...bulkJobsResourcesCn },
};

export default { en, cn, includes: [forms, zone, domainNames, lineProblems, access] } satisfies I18nArea;
