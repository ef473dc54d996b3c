import type { RecordFormValues } from './recordForm';

const FIELDS: Partial<Record<string, keyof RecordFormValues>> = {
    hostChars: 'top',
    hostHyphen: 'top',
    labelTooLong: 'top',
    hostTooLong: 'top',
    nameTooLong: 'top',
    hostEmptyLabel: 'top',
    hostWildcard: 'top',
    hostApex: 'top',
    cnameConflict: 'top',
    apexNs: 'top',
    belowDelegation: 'top',
    type: 'record_type',
    soa: 'record_type',
    planType: 'record_type',
    ttl: 'ttl',
    planTtl: 'ttl',
    mx: 'mx',
    weight: 'weight',
    planLine: 'line',
    unknownLine: 'line',
};

/** The editor's field a check's message is about (recordChecks.* or zoneChecks.*); the value for anything else. */
export const problemField = (message: string): keyof RecordFormValues => FIELDS[message.replace(/^(recordChecks|zoneChecks)\./, '')] ?? 'value';
