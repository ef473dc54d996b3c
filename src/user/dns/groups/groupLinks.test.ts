import { describe, expect, it } from 'vitest';
import { domainCount, groupDomainsPath } from './groupLinks';

describe('group links', () => {
    it('counts domains and links to My domains filtered by the group', () => {
        expect(domainCount({ domainIds: '1,2,3' })).toBe(3);
        const url = new URL(groupDomainsPath({ id: 4 }), 'http://x');
        expect(url.pathname).toBe('/dns/domain/list/list');
        expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ groupId: 4 });
    });
});
