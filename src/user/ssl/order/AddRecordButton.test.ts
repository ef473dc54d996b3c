import { describe, expect, it } from 'vitest';
import { validationChange } from './AddRecordButton';

describe('the validation TXT record', () => {
    it('is a change set of one add: TXT on the default line of the zone, with the default TTL', () => {
        expect(validationChange({ id: 7, domain: 'example.com' }, '_dnsauth.www', 'abc')).toEqual({
            domain_id: 7,
            domain: 'example.com',
            source: 'dialog',
            ops: [
                {
                    op: 'add',
                    after: {
                        top: '_dnsauth.www',
                        record_type: 'TXT',
                        value: 'abc',
                        ttl: 600,
                        mx: 0,
                        weight: 1,
                        record_line_id: '1',
                        record_line_name: '默认',
                        status: 1,
                    },
                },
            ],
        });
    });
});
