import type { ValidationErrorMessage } from 'react-admin';
import { checkHost, checkMx, checkRecordValue, checkRemark, checkTtl, checkWeight, normaliseRecordValue } from '../../../../validation/records';
import type { RecordFormValues } from './recordForm';

interface Problem {
    message: string;
    args?: Record<string, unknown>;
}

/** A check's answer as react-admin's validators return it: undefined when valid, else the key with its args. */
export const toValidationError = (problem: Problem | undefined): ValidationErrorMessage | undefined =>
    problem ? { message: problem.message, args: problem.args ?? {} } : undefined;

const trimmed = (value: unknown) => String(value ?? '').trim();

/** The editor's field validators, each one rule of src/validation/records.ts. */
export const recordValidators = {
    top: (value: unknown) => toValidationError(checkHost(trimmed(value))),
    value: (value: unknown, all: Partial<RecordFormValues>) => {
        const type = String(all.record_type ?? '');
        return toValidationError(checkRecordValue(type, normaliseRecordValue(type, trimmed(value))));
    },
    ttl: (value: unknown) => toValidationError(checkTtl(value)),
    mx: (value: unknown, all: Partial<RecordFormValues>) => (all.record_type === 'MX' ? toValidationError(checkMx(value)) : undefined),
    weight: (value: unknown) => toValidationError(checkWeight(value)),
    remark: (value: unknown) => toValidationError(checkRemark(value)),
};
