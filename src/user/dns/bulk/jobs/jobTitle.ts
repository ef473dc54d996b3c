import type { TranslateFunction } from 'react-admin';
import { templatePattern } from '../../../../format/templatePattern';
import { bulkDomainsCn, bulkDomainsEn } from '../../../../i18n/sections/bulkDomains';
import { bulkRecordsCn, bulkRecordsEn } from '../../../../i18n/sections/bulkRecords';

/** The titles the bulk pages give their jobs, by message key, in each language they may have been written in. */
const TITLES: [key: string, written: string[]][] = [
    ['bulkDomains.create.jobTitleGroup', [bulkDomainsEn.create.jobTitleGroup, bulkDomainsCn.create.jobTitleGroup]],
    ['bulkDomains.create.jobTitle', [bulkDomainsEn.create.jobTitle, bulkDomainsCn.create.jobTitle]],
    ['bulkDomains.retrieve.jobTitle', [bulkDomainsEn.retrieve.jobTitle, bulkDomainsCn.retrieve.jobTitle]],
    ['bulkRecords.planUpdate.jobTitle', [bulkRecordsEn.planUpdate.jobTitle, bulkRecordsCn.planUpdate.jobTitle]],
    ['bulkRecords.recordCreate.jobTitle', [bulkRecordsEn.recordCreate.jobTitle, bulkRecordsCn.recordCreate.jobTitle]],
    ['bulkRecords.recordUpdate.jobTitle', [bulkRecordsEn.recordUpdate.jobTitle, bulkRecordsCn.recordUpdate.jobTitle]],
];

/** The values that are counts: digits only, so "20 records to 4 domains" is not "%{count} domains". */
const COUNTS = new Set(['count', 'records', 'domains']);

const READERS = TITLES.flatMap(([key, written]) => written.map(template => [key, templatePattern(template, COUNTS)] as const));

/**
 * A bulk job's title in the language shown: the log keeps the text written when the job started, in the language
 * of that moment; a title the bulk pages write is read back by its template and written again, values kept (a plan's
 * name through `name`). Any other title is shown as kept.
 */
export const jobTitleIn = (translate: TranslateFunction, title: string, name: (text: string) => string = text => text): string => {
    for (const [key, pattern] of READERS) {
        const values = pattern.exec(title)?.groups;
        if (values) return translate(key, { ...values, ...(values.name ? { name: name(values.name) } : {}) });
    }
    return title;
};
