import { describe, expect, it } from 'vitest';
import { validationRecord } from './AddRecordButton';

describe('the validation TXT record', () => {
    it('builds the record react-admin creates: TXT on the default line in the zone', () => {
        expect(validationRecord({ id: 7, domain: 'example.com' }, '_dnsauth.www', 'abc')).toEqual({
            domain_id: 7,
            domain: 'example.com',
            top: '_dnsauth.www',
            record_type: 'TXT',
            value: 'abc',
            ttl: 600,
            weight: 1,
            mx: 1,
            record_line_id: 1,
            record_line_name: '默认',
            record_line: '100000000-999999999',
            linetype: 1,
        });
    });
});
