import { describe, expect, it } from 'vitest';
import { parseIpv4List, validateIpv4List } from './';

describe('IPv4 list (root IPs)', () => {
    it.each([
        ['', [], undefined],
        ['1.1.1.1', ['1.1.1.1'], undefined],
        ['1.1.1.1,8.8.8.8', ['1.1.1.1', '8.8.8.8'], undefined],
        ['1.1.1.1\n8.8.8.8\r\n9.9.9.9', ['1.1.1.1', '8.8.8.8', '9.9.9.9'], undefined],
        [' 1.1.1.1 ，8.8.8.8,\n\n', ['1.1.1.1', '8.8.8.8'], undefined],
        ['1.1.1.1,1.1.1', ['1.1.1.1', '1.1.1'], { key: 'validation.ipListFormat', line: '1.1.1' }],
        ['1.1.1.1\n1.1.1.1', ['1.1.1.1', '1.1.1.1'], { key: 'validation.ipListDuplicate', line: '1.1.1.1' }],
    ])('%j', (text, ips, error) => {
        expect(parseIpv4List(text)).toEqual(error ? { ips, error } : { ips });
    });

    it('validates as react-admin expects: a key with the line as an argument', () => {
        expect(validateIpv4List('8.8.8.8, x')).toEqual({ message: 'validation.ipListFormat', args: { line: 'x' } });
        expect(validateIpv4List('8.8.8.8')).toBeUndefined();
        expect(validateIpv4List(undefined)).toBeUndefined();
    });
});
