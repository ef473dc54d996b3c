// The bulk domain list check: validating a pasted list of 500 domains runs on every keystroke's
// validation pass, so it must stay far below one frame. Target: < 5 ms per pass.
import { bench, describe } from 'vitest';
import { listedDomains } from '../src/user/dns/bulk/domains/domainListRule';
import { validateBulkDomainList as validateBulkDomains } from '../src/validation/domainList';

const list500 = Array.from({ length: 500 }, (_, index) => `site-${index}.example-${index % 37}.com.cn`).join('\n');
const withDuplicateAtEnd = `${list500}\nsite-0.example-0.com.cn`;

describe('bulk domain list (target: < 5 ms for 500 lines)', () => {
    bench('validate 500 valid domains', () => {
        validateBulkDomains(list500);
    });
    bench('validate 500 domains with a duplicate last line', () => {
        validateBulkDomains(withDuplicateAtEnd);
    });
    bench('number the lines of 500 domains', () => {
        listedDomains(list500);
    });
});
