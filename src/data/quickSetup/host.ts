import { checkHost } from '../../validation/recordHost';
import type { RecordProblem } from '../../validation/recordProblem';

/**
 * The subdomain a template is applied under: empty (or '@') for the domain itself, else a host as the record table
 * takes it (labels of letters, digits, hyphens and underscores; host.domain at most 253 characters), never a wildcard.
 */
export const templateHostProblem = (host: string, domain: string): RecordProblem => {
    const text = host.trim();
    if (text === '' || text === '@') return undefined;
    if (text.includes('*')) return { message: 'quickSetup.hostWildcard', args: {} };
    return checkHost(text, domain);
};
