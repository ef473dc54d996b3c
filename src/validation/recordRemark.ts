import { RECORD_LIMITS } from './recordLimits';
import { problem, type RecordProblem } from './recordProblem';

/** A remark as it is saved: trimmed, one line (a line break becomes a space: CSV and the table show one line). */
export const normaliseRemark = (remark: unknown): string =>
    typeof remark === 'string' || typeof remark === 'number'
        ? String(remark)
              .replace(/\s*[\r\n]+\s*/g, ' ')
              .trim()
        : '';

/** A record's remark: optional, at most RECORD_LIMITS.remark characters (as DNSPod's). */
export const checkRemark = (remark: unknown): RecordProblem => {
    const length = [...normaliseRemark(remark)].length;
    return length > RECORD_LIMITS.remark ? problem('remarkTooLong', { max: RECORD_LIMITS.remark, length }) : undefined;
};
