import './forms';
import { addAreaMessages } from '../provider';
import { bulkJobsCn, bulkJobsEn, bulkJobsResourcesCn, bulkJobsResourcesEn } from '../sections/bulkJobs';
import { bulkDomainsCn, bulkDomainsEn, bulkDomainsResourcesCn, bulkDomainsResourcesEn } from '../sections/bulkDomains';
import { bulkRecordsCn, bulkRecordsEn, bulkRecordsResourcesCn, bulkRecordsResourcesEn } from '../sections/bulkRecords';
import { zoneFileCn, zoneFileEn, zoneFileResourcesCn, zoneFileResourcesEn } from '../sections/zoneFile';
import { zoneTransferCn, zoneTransferEn, zoneTransferResourcesCn, zoneTransferResourcesEn } from '../sections/zoneTransfer';
import { ptrCn, ptrEn, ptrResourcesCn, ptrResourcesEn } from '../sections/ptr';
import { accessTokenCn, accessTokenEn, accessTokenResourcesCn, accessTokenResourcesEn } from '../sections/accessToken';
import type { Shape } from '../shape';

/**
 * The messages of the DNS tools screens (bulk work, zone import and export, PTR, the CDN access token). They ship in those screens' lazy chunks, not with /login: importing this module
 * adds them.
 */
export const dnsToolsAreaEn = {
    bulkJobs: bulkJobsEn,
    bulkDomains: bulkDomainsEn,
    bulkRecords: bulkRecordsEn,
    zoneFile: zoneFileEn,
    zoneTransfer: zoneTransferEn,
    ptr: ptrEn,
    accessToken: accessTokenEn,
    resources: { ...bulkJobsResourcesEn, ...bulkDomainsResourcesEn, ...bulkRecordsResourcesEn, ...zoneFileResourcesEn, ...zoneTransferResourcesEn, ...ptrResourcesEn, ...accessTokenResourcesEn },
};

export const dnsToolsAreaCn: Shape<typeof dnsToolsAreaEn> = {
    bulkJobs: bulkJobsCn,
    bulkDomains: bulkDomainsCn,
    bulkRecords: bulkRecordsCn,
    zoneFile: zoneFileCn,
    zoneTransfer: zoneTransferCn,
    ptr: ptrCn,
    accessToken: accessTokenCn,
    resources: { ...bulkJobsResourcesCn, ...bulkDomainsResourcesCn, ...bulkRecordsResourcesCn, ...zoneFileResourcesCn, ...zoneTransferResourcesCn, ...ptrResourcesCn, ...accessTokenResourcesCn },
};

addAreaMessages({ en: dnsToolsAreaEn, cn: dnsToolsAreaCn });
