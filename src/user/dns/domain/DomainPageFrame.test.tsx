import { screen, waitFor } from '@testing-library/react';
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

    it("shows and sends the server's name for the id, never the address's, and puts the right name in the address", async () => {
        const sent: string[] = [];
        const listen = ({ request }: { request: Request }) => {
            if (request.url.includes('/app/dns/'))
                void request
                    .clone()
                    .text()
                    .then(body => sent.push(`${request.url} ${body}`));
        };
        server.events.on('request:start', listen);
        server.use(answer.domain());
        renderDomainTabs('record', '/dns/domain/list/admin/secure-bank-login.example/7/1');
        await waitFor(() => expect(screen.getByTestId('domain-name').textContent).toBe('example.com'));
        await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/dns/domain/list/admin/example.com/7/1/record'));
        expect(document.body.textContent).not.toContain('secure-bank-login');
        await waitFor(() => expect(sent.some(call => call.includes('record/list'))).toBe(true));
        expect(sent.find(call => call.includes('record/list'))).toContain('example.com');
        expect(sent.filter(call => decodeURIComponent(call).includes('secure-bank-login'))).toEqual([]);
        server.events.removeListener('request:start', listen);
    });

    it("shows the server's error, and no page, when the id is not the user's domain", async () => {
        server.use(http.get('*/app/dns/domain/info', () => HttpResponse.json({ code: 500, msg: '域名不存在' })));
        renderDomainTabs('record', '/dns/domain/list/admin/secure-bank-login.example/999/1');
        expect(await screen.findByText(/域名不存在/)).toBeTruthy();
        expect(screen.getByTestId('domain-name').textContent).toBe('');
        expect(screen.queryByRole('table')).toBeNull();
    });
});
