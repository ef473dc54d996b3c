import {
    checkHost,
    checkMx,
    checkRecordValue,
    checkTtl,
    checkWeight,
    comparableValue,
    normaliseHost,
    normaliseRecordValue,
    recordTypesFor,
} from '../../validation/records';
import type { ZoneRecord } from './types';

/** What a reader found on a line, before the console's checks. */
export type Candidate = Omit<ZoneRecord, 'sourceLine'>;

export interface Problem {
    reason: string;
    args?: Record<string, string | number>;
}

/** The zone name as the checks take it: lower case, no trailing dot. */
export const zoneName = (origin: string): string => origin.trim().replace(/\.$/, '').toLowerCase();

/**
 * The console's record checks (src/validation/records.ts, the editor's and the server's rules) on a candidate:
 * host, type offered in this zone, value for its type, MX priority, weight, and TTL last, so that a TTL problem
 * (isTtlProblem) means the record is fine but for its TTL. The first problem, or undefined.
 * `candidate.value` must already be normalised (normaliseRecordValue).
 */
export const checkCandidate = (candidate: Candidate, zone: string): Problem | undefined => {
    const found =
        checkHost(candidate.host, zone) ??
        (recordTypesFor(zone).includes(candidate.type as never) ? undefined : { message: 'zoneFile.typeNotOffered', args: { type: candidate.type } }) ??
        checkRecordValue(candidate.type, candidate.value) ??
        (candidate.type === 'MX' ? checkMx(candidate.mx, candidate.value) : undefined) ??
        (candidate.weight === undefined ? undefined : checkWeight(candidate.weight)) ??
        checkTtl(candidate.ttl);
    return found ? { reason: found.message, args: found.args } : undefined;
};

const TTL_PROBLEM = checkTtl(0)!.message;

/** Whether checkCandidate's problem is the TTL's: the record is refused for its TTL alone. */
export const isTtlProblem = (problem: Problem): boolean => problem.reason === TTL_PROBLEM;

/** A candidate with the host and value as the console saves them. */
export const normaliseCandidate = (candidate: Candidate): Candidate => ({
    ...candidate,
    host: normaliseHost(candidate.host),
    value: normaliseRecordValue(candidate.type, candidate.value),
});

/** Two records of a file that are the same record (host, type, line, value compared as the console does). */
export const duplicateKey = (record: Candidate): string =>
    `${record.host}\u0000${record.type}\u0000${record.line ?? ''}\u0000${comparableValue(record.type, record.value)}`;
