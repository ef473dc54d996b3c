import { describe, expect, it } from 'vitest';
import { call, setupDemoServer } from '../../../tests/support/demo';
import { user1 } from '../../../tests/support/demoDns';
import { HELD_TEMPLATES } from '../../data/quickSetup/presets';

setupDemoServer();

describe('demo backend: quick-setup templates', () => {
    it('lists the templates it holds and answers one in full, or that it holds no such template', async () => {
        const token = await user1();
        const listed = await call('app/dns/template/list', { token });
        const list = (listed.data as { list: { providerId: string; serviceId: string; category: string }[] }).list;
        expect(list).toHaveLength(HELD_TEMPLATES.length);
        expect(list).toContainEqual(expect.objectContaining({ providerId: 'sitebuilder.example', serviceId: 'website', category: 'website' }));
        const info = await call('app/dns/template/info', { token, query: { providerId: 'sitebuilder.example', serviceId: 'website' } });
        expect(info.data).toEqual(expect.objectContaining({ syncRedirectDomain: 'sitebuilder.example', records: expect.any(Array) }));
        const missing = await call('app/dns/template/info', { token, query: { providerId: 'nobody.example', serviceId: 'x' } });
        expect(missing.code).not.toBe(1);
        expect(missing.msg).toBe('模板不存在');
    });
});
