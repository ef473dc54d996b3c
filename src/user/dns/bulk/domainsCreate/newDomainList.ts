import { required } from 'react-admin';
import { BULK_DOMAIN_LIMIT } from '../../../../config/constants';
import { readTypedDomainLines, typedDomainListProblems, typedDomainListValidator } from '../../../../validation/typedDomainList';
import type { ListedDomain } from '../domains/domainListRule';

/** The bulk add's list rule: each line as the add dialog reads it (validation/typedDomainList.ts), at most 500. */
/** Every problem of the bulk add's list, for the list under the field. */
export const newDomainProblems = typedDomainListProblems({ max: BULK_DOMAIN_LIMIT });

export const validateNewDomains = [required(), typedDomainListValidator({ max: BULK_DOMAIN_LIMIT })];

/** The domains to add, as read (`https://www.x.com/` is x.com, `例子.中国` its punycode), with the lines they were typed on. */
export const newDomains = (text: string): ListedDomain[] => readTypedDomainLines(text).map(({ name, line }) => ({ domain: name, line }));
