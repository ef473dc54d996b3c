import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RequestLogPage } from './RequestLogPage';
import { presetRange } from '../../../format/dateRange';
import { setupDemoServer } from '../../../../tests/support/server';
import { answer, renderDomainPage } from '../../../../tests/support/renderDomainPage';

const server = setupDemoServer();

describe('request log tab', () => {
    it('opens on today, and a preset range sends whole days and returns to page 1', async () => {
        const bodies: Array<Record<string, unknown>> = [];
        const rows = Array.from({ length: 20 }, (_, index) => ({
            id: index + 1,
            time: '2025-05-14 10:00:00',
            clientIp: `10.0.0.${index + 1}`,
            query: 'www.example.com',
            type: 'A',
            rcode: 'NOERROR',
        }));
        server.use(
            answer.domain(),
            http.post('*/app/dns/GetDnsRequestLog', async ({ request }) => {
                bodies.push((await request.json()) as Record<string, unknown>);
                return HttpResponse.json({ code: 1, msg: 'success', data: { list: rows, totalCount: 120 } });
            }),
        );
        const user = userEvent.setup();
        renderDomainPage('log-request', <RequestLogPage />);
        expect(await screen.findByText('10.0.0.1')).toBeTruthy();
        const today = presetRange('today');
        expect(bodies[0]).toMatchObject({ domain: 'example.com', startTime: `${today.start} 00:00:00`, endTime: `${today.end} 23:59:59`, page: 1 });

        await user.click(screen.getByRole('button', { name: '转到第 2 页' }));
        await waitFor(() => expect(bodies.at(-1)?.page).toBe(2));

        await user.click(screen.getByRole('button', { name: '最近30天' }));
        const last30 = presetRange('last30Days');
        await waitFor(() => expect(bodies.at(-1)).toMatchObject({ startTime: `${last30.start} 00:00:00`, endTime: `${last30.end} 23:59:59`, page: 1 }));
    });

    it('says what to do when the period has no entries', async () => {
        server.use(
            answer.domain(),
            http.post('*/app/dns/GetDnsRequestLog', () => HttpResponse.json({ code: 1, msg: 'success', data: { list: [], totalCount: 0 } })),
        );
        renderDomainPage('log-request', <RequestLogPage />);
        expect(await screen.findByText('该时间段内没有日志')).toBeTruthy();
        expect(screen.getByText('换一个时间段，或清除关键字。')).toBeTruthy();
    });
});
