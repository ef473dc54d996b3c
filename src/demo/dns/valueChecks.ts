import { rdataChecksCn } from '../../i18n/sections/rdataChecks';
import { recordChecksCn } from '../../i18n/sections/recordChecks';
import { zoneChecksCn } from '../../i18n/sections/zoneChecks';
import { checkHost, checkMx, checkRecordValue, checkTtl, checkWeight, findConflict, type ConflictRecord, type RecordProblem } from '../../validation/records';

/**
 * The server side of the record rules: the very checks the console runs before sending
 * (src/validation/records.ts), answered as the Chinese text a real server would put in `msg`.
 */
export interface RecordFields {
    top: string;
    type: string;
    value: string;
    /** As sent: strings or numbers. */
    ttl: unknown;
    mx: unknown;
    weight: unknown;
}

type Messages = { [key: string]: string | Messages };

const SECTIONS: Messages = { recordChecks: recordChecksCn, rdataChecks: rdataChecksCn, zoneChecks: zoneChecksCn };

/** recordChecks.<key> or zoneChecks.<key> in Chinese, with its %{placeholders} filled in. */
export const problemText = (problem: NonNullable<RecordProblem>): string => {
    const path = problem.message.split('.');
    let node: string | Messages | undefined = SECTIONS;
    for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
    const template = typeof node === 'string' ? node : problem.message;
    return template.replace(/%\{(\w+)\}/g, (whole, name: string) => problem.args[name] ?? whole);
};

/** The first problem of a record's fields, as text; undefined when all are fine. */
export const checkRecordFields = ({ top, type, value, ttl, mx, weight }: RecordFields): string | undefined => {
    const problem = checkHost(top) ?? checkRecordValue(type, value) ?? checkTtl(ttl) ?? (type === 'MX' ? checkMx(mx, value) : undefined) ?? checkWeight(weight);
    return problem ? problemText(problem) : undefined;
};

/** A duplicate or CNAME clash with the zone's other records, as text. */
export const conflictText = (candidate: ConflictRecord, others: readonly ConflictRecord[]): string | undefined => {
    const problem = findConflict(candidate, others);
    return problem ? problemText(problem) : undefined;
};
