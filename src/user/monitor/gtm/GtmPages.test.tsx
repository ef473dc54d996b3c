import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GtmRulePage } from './GtmRulePage';
import { GtmTaskPage } from './GtmTaskPage';
import { renderUserRoute } from '../../../../tests/support/renderUserRoute';
import { call, loginUser, setupDemoServer } from '../../../../tests/support/demo';

const server = setupDemoServer();

let token = '';
beforeEach(async () => {
    token = await loginUser();
    saved.length = 0;
});

const saved: Array<Record<string, unknown>> = [];
server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('app/dns/gtm/task/save')) return;
    void request
        .clone()
        .json()
        .then(body => saved.push(body as Record<string, unknown>));
});

describe('scheduling tasks', { timeout: 60_000 }, () => {
    it('lists the tasks with their state and last switch, and shows a task history in a drawer', async () => {
        renderUserRoute({ token, route: '/a-monitor/gtm', path: '/a-monitor/gtm', screen: <GtmTaskPage /> });
        const link = await screen.findByText(/^www\./);
        expect(screen.getByText(/^api\./)).toBeTruthy();
        expect(screen.getAllByTestId('gtm-state').map(chip => chip.textContent)).toContain('已暂停');
        const row = link.closest('tr') as HTMLElement;
        fireEvent.click(within(row).getByRole('button', { name: '切换历史' }));
        const drawer = await screen.findByRole('region', { name: '切换历史' });
        await waitFor(() => expect(within(drawer).queryByRole('progressbar')).toBeNull());
        expect(within(drawer).queryByTestId('gtm-history') ?? within(drawer).getByTestId('gtm-history-empty')).toBeTruthy();
    });

    it('pauses a task', async () => {
        renderUserRoute({ token, route: '/a-monitor/gtm', path: '/a-monitor/gtm', screen: <GtmTaskPage /> });
        const row = (await screen.findByText(/^www\./)).closest('tr') as HTMLElement;
        fireEvent.click(within(row).getByRole('button', { name: '暂停' }));
        expect(await screen.findByText('任务已暂停')).toBeTruthy();
        await waitFor(() => expect(within(row).getByTestId('gtm-state').textContent).toBe('已暂停'));
    });
});

describe('the rule editor', { timeout: 60_000 }, () => {
    it('checks the pools for the type at the field, then saves the rule', async () => {
        renderUserRoute({ token, route: '/a-monitor/gtm/rule', path: '/a-monitor/gtm/rule', screen: <GtmRulePage /> });
        const domain = await screen.findByLabelText(/域名/);
        fireEvent.change(screen.getByLabelText(/主机记录/), { target: { value: 'shop' } });
        fireEvent.change(screen.getByLabelText(/主用地址池/), { target: { value: '203.0.113.5\nnot-an-ip' } });
        fireEvent.change(screen.getByLabelText(/备用地址池/), { target: { value: '203.0.113.5' } });
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('不是有效的 A 记录值：not-an-ip')).toBeTruthy();
        expect(screen.getByText('必填')).toBeTruthy();

        fireEvent.change(screen.getByLabelText(/主用地址池/), { target: { value: '203.0.113.5\n203.0.113.6' } });
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('已在主用地址池中：203.0.113.5')).toBeTruthy();
        fireEvent.change(screen.getByLabelText(/备用地址池/), { target: { value: '198.51.100.7' } });

        fireEvent.focus(domain);
        fireEvent.keyDown(domain, { key: 'ArrowDown' });
        fireEvent.click((await screen.findAllByRole('option'))[0]);
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/a-monitor/gtm'));
        expect(saved.at(-1)).toMatchObject({
            id: 0,
            host: 'shop',
            type: 'A',
            primary: ['203.0.113.5', '203.0.113.6'],
            backup: ['198.51.100.7'],
            checkType: 'HTTP',
            port: 80,
            path: '/',
            frequency: 60,
            failures: 3,
            switchBack: 1,
            recoveries: 3,
            enabled: 1,
        });
    });

    it('opens a task rule with its history, and says so when the task does not exist', async () => {
        const list = await call('app/dns/gtm/task/list', { token, json: { page: 1, limit: 10 } });
        const first = (list.data as { list: Array<{ id: number; host: string; primary: string[] }> }).list.find(task => task.host === 'www');
        const view = renderUserRoute({ token, route: '/a-monitor/gtm/rule', path: `/a-monitor/gtm/rule?id=${first?.id}`, screen: <GtmRulePage /> });
        expect(await screen.findByText(/^www\..* 的调度规则$/)).toBeTruthy();
        // the sample watches www of the first zone that has it, with the addresses the zone answers there
        expect(first?.primary).toEqual(['192.0.2.20']);
        expect((screen.getByLabelText(/主用地址池/) as HTMLTextAreaElement).value).toBe('192.0.2.20');
        expect(screen.getByRole('heading', { name: '切换历史' })).toBeTruthy();
        view.unmount();
        renderUserRoute({ token, route: '/a-monitor/gtm/rule', path: '/a-monitor/gtm/rule?id=999', screen: <GtmRulePage /> });
        expect(await screen.findByText(/调度任务不存在/, undefined, { timeout: 20_000 })).toBeTruthy();
    });
});
