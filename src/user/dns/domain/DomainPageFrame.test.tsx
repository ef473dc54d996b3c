import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupDemoServer } from '../../../../tests/support/server';
import { DOMAIN, answer, renderDomainTabs } from '../../../../tests/support/renderDomainPage';

const server = setupDemoServer();

// the tabs' chunks load as the user moves to them
describe("a domain's frame", { timeout: 45_000 }, () => {
    it('stays on screen, the same element, while the user moves between the tabs, and reads the domain once', async () => {
        let domainReads = 0;
        server.use(
            http.get('*/app/dns/domain/info', () => {
                domainReads += 1;
                return HttpResponse.json({ code: 1, msg: 'success', data: DOMAIN });
            }),
            answer.settings({ confDefaultTtl: 600, confCnameAccelerate: 1, confRecursiveStatus: 0, confSeoStatus: 0 }),
        );
        const user = userEvent.setup();
        renderDomainTabs('setting');
        await screen.findByLabelText(/默认TTL/);
        const name = screen.getByTestId('domain-name');
        const tabs = screen.getByRole('tablist');
        expect((await screen.findByTestId('domain-status')).textContent).toBe('正常');

        await user.click(screen.getByRole('tab', { name: '解析量统计' }));
        expect(await screen.findByRole('heading', { name: '查询量统计' }, { timeout: 10_000 })).toBeTruthy();
        await user.click(screen.getByRole('tab', { name: '域名设置' }));
        expect(await screen.findByLabelText(/默认TTL/)).toBeTruthy();

        expect(screen.getByTestId('domain-name')).toBe(name);
        expect(screen.getByRole('tablist')).toBe(tabs);
        expect(screen.getByRole('tab', { selected: true }).textContent).toBe('域名设置');
        expect(screen.queryByTestId('landed')).toBeNull();
        expect(domainReads).toBe(1);
    });
});
