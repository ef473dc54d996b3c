import type { RecordSearch } from '../../../../data/bulkRecords/api';
import { bulkDomains } from '../records/domainListInput';
import { isEmptyMatch, isEmptyReplacement, replacementProblem, type RecordMatch, type RecordReplacement } from '../records/findReplace';
import { checkTtl } from '../../../../validation/records';

/** What the find-and-replace form holds (numbers may be '' while typed). */
export interface FindReplaceValues {
    scope: 'all' | 'list';
    domains: string;
    record_type: string;
    top: string;
    value: string;
    ttl: number | '' | null;
    newValue: string;
    newTtl: number | '' | null;
}

export const emptyFindReplace: FindReplaceValues = { scope: 'all', domains: '', record_type: '', top: '', value: '', ttl: '', newValue: '', newTtl: '' };

const number = (value: number | '' | null | undefined): number | undefined =>
    value === '' || value === null || value === undefined ? undefined : Number(value);

interface FindReplaceRequest {
    search: RecordSearch;
    match: RecordMatch;
    replacement: RecordReplacement;
}

/** The form as a search (what the server filters), a match (what the preview re-checks) and a replacement. */
export const toRequest = (values: FindReplaceValues): FindReplaceRequest => {
    const match: RecordMatch = {
        record_type: values.record_type || undefined,
        top: values.top.trim() || undefined,
        value: values.value.trim() || undefined,
        ttl: number(values.ttl),
    };
    return {
        search: { domains: values.scope === 'list' ? bulkDomains(values.domains) : [], ...match },
        match,
        replacement: { value: values.newValue.trim() || undefined, ttl: number(values.newTtl) },
    };
};

type Errors = Partial<Record<keyof FindReplaceValues, string | { message: string; args: Record<string, string> }>>;

/**
 * The form's own checks: something to find, something to replace with, the TTLs by the record rules, and the new
 * value by the rules of the chosen type (with no type chosen, each record's type judges it in the preview).
 */
export const validateFindReplace = (values: FindReplaceValues): Errors => {
    const { match, replacement } = toRequest(values);
    const errors: Errors = {};
    if (isEmptyMatch(match)) errors.value = 'bulkRecords.recordUpdate.matchRequired';
    if (match.ttl !== undefined) {
        const problem = checkTtl(match.ttl);
        if (problem) errors.ttl = problem;
    }
    if (isEmptyReplacement(replacement)) errors.newValue = 'bulkRecords.recordUpdate.replaceRequired';
    else if (replacement.ttl !== undefined && checkTtl(replacement.ttl)) errors.newTtl = checkTtl(replacement.ttl);
    if (replacement.value !== undefined && match.record_type) {
        const problem = replacementProblem(match.record_type, { value: replacement.value });
        if (problem) errors.newValue = problem;
    }
    return errors;
};
