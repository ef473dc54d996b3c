import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../i18n/provider';
import { LinePage } from './LinePage';
import { setupDemoServer } from '../../../../../tests/support/server';
import { answer, renderDomainPage } from '../../../../../tests/support/renderDomainPage';

const server = setupDemoServer();

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

/** A tiny custom line backend: list, set, and what was sent. */
const lineBackend = () => {
    const lines = [{ id: 1, name: '办公网', content: '10.0.0.0-10.0.0.255', createTime: '2025-01-02 10:00:00' }];
    const sent: Array<Record<string, unknown>> = [];
    server.use(
        answer.domain(),
        answer.json('get', 'app/common/query/line/code/area', { data: [{ code: '100000000-999999999', area: '默认' }] }),
        http.post('*/app/dns/GetUserDefindLineList', () => HttpResponse.json({ code: 1, msg: 'success', data: { list: lines, totalCount: lines.length } })),
        http.post('*/app/dns/defindLine/set', async ({ request }) => {
            const body = (await request.json()) as Record<string, unknown>;
            sent.push(body);
            lines.push({ id: 2, name: String(body.name), content: String(body.content), createTime: '2025-01-03 10:00:00' });
            return HttpResponse.json({ code: 1, msg: 'success', data: { id: 2 } });
        }),
    );
    return sent;
};

const openAddDialog = async () => {
    const user = userEvent.setup();
    renderDomainPage('line', <LinePage />);
    expect(await screen.findByText('办公网')).toBeTruthy();
    await user.click(screen.getByTestId('add-line'));
    const dialog = await screen.findByRole('dialog');
    return { user, dialog };
};

describe('custom line dialog', () => {
    it('names an overlap by its lines, keeps the text, and saves once fixed', async () => {
        const sent = lineBackend();
        const { user, dialog } = await openAddDialog();
        await user.type(within(dialog).getByLabelText(/线路名称/), '机房');
        const ranges = within(dialog).getByLabelText(/IP段/, { selector: 'textarea' });
        await user.click(ranges);
        await user.paste('1.1.1.0-1.1.1.255\n2.2.2.0-2.2.2.9\n1.1.1.128-1.1.2.0');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('第3行与第1行重叠')).toBeTruthy();
        expect(valueOf(ranges)).toBe('1.1.1.0-1.1.1.255\n2.2.2.0-2.2.2.9\n1.1.1.128-1.1.2.0');
        expect(sent).toEqual([]);

        await user.clear(ranges);
        await user.paste('1.1.1.0-1.1.1.255\n2.2.2.0-2.2.2.9\n 1.1.2.0 - 1.1.2.255');
        expect(within(dialog).getByTestId('range-count').textContent).toBe('共 3 个IP段');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('保存成功')).toBeTruthy();
        expect(sent).toEqual([{ id: 0, name: '机房', content: '1.1.1.0-1.1.1.255\n2.2.2.0-2.2.2.9\n1.1.2.0-1.1.2.255' }]);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(await screen.findByText('机房')).toBeTruthy();
    });

    it('names a repeated range and a reversed one', async () => {
        lineBackend();
        const { user, dialog } = await openAddDialog();
        const ranges = within(dialog).getByLabelText(/IP段/, { selector: 'textarea' });
        await user.click(ranges);
        await user.paste('3.3.3.0-3.3.3.9\n\n3.3.3.0-3.3.3.9');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('第3行与第1行重复')).toBeTruthy();
        await user.clear(ranges);
        await user.paste('3.3.3.9-3.3.3.0');
        expect(await within(dialog).findByText('第1行起始IP不能大于截止IP：3.3.3.9-3.3.3.0')).toBeTruthy();
    });

    it('takes a CIDR block, a single address and IPv6, saved as start-end', async () => {
        const sent = lineBackend();
        const { user, dialog } = await openAddDialog();
        await user.type(within(dialog).getByLabelText(/线路名称/), '分部');
        const ranges = within(dialog).getByLabelText(/IP段/, { selector: 'textarea' });
        await user.click(ranges);
        await user.paste('192.168.1.0/24\n10.9.9.9\n2001:db8::/32');
        expect(within(dialog).getByTestId('range-count').textContent).toBe('共 3 个IP段');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('保存成功')).toBeTruthy();
        expect(sent).toEqual([
            { id: 0, name: '分部', content: '192.168.1.0-192.168.1.255\n10.9.9.9-10.9.9.9\n2001:db8::-2001:db8:ffff:ffff:ffff:ffff:ffff:ffff' },
        ]);
    });

    it('names every bad line at once with its number', async () => {
        const sent = lineBackend();
        const { user, dialog } = await openAddDialog();
        await user.type(within(dialog).getByLabelText(/线路名称/), '分部');
        const ranges = within(dialog).getByLabelText(/IP段/, { selector: 'textarea' });
        await user.click(ranges);
        await user.paste('1.1.1.0/24\nbad\n1.1.1.9\n\n::1-1.1.1.1\n10.0.0.0/40');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('有 4 行需要修改，见下方')).toBeTruthy();
        expect(
            within(within(dialog).getByTestId('line-problems'))
                .getAllByRole('listitem')
                .map(item => item.textContent),
        ).toEqual([
            '第2行格式错误，应为单个IP、起始IP-截止IP 或 CIDR 网段：bad',
            '第3行与第1行重叠',
            '第5行的起止IP不是同一协议（IPv4 与 IPv6 混用）：::1-1.1.1.1',
            '第6行的前缀长度超出该协议的位数：10.0.0.0/40',
        ]);
        expect(sent).toEqual([]);
    });

    describe('in English', () => {
        afterEach(() => i18nProvider.changeLocale('cn'));

        it('names every bad line at once', async () => {
            await i18nProvider.changeLocale('en');
            lineBackend();
            const user = userEvent.setup();
            renderDomainPage('line', <LinePage />);
            expect(await screen.findByText('办公网')).toBeTruthy();
            await user.click(screen.getByTestId('add-line'));
            const dialog = await screen.findByRole('dialog');
            const ranges = within(dialog).getByRole('textbox', { name: /IP ranges/i });
            await user.click(ranges);
            await user.paste('bad\n2001:db8::/32\n2001:db8::5');
            await user.click(within(dialog).getByRole('button', { name: 'Save' }));
            expect(await within(dialog).findByText('2 lines to correct, listed below')).toBeTruthy();
            expect(within(dialog).getByTestId('line-problems').textContent).toBe(
                'Line 1 is not an address, start-end or CIDR block: badLine 3 overlaps line 2',
            );
        });
    });

    it('keeps the dialog and what was typed when the server refuses, showing its msg', async () => {
        lineBackend();
        server.use(answer.refuse('post', 'app/dns/defindLine/set', '线路名称已存在'));
        const { user, dialog } = await openAddDialog();
        await user.type(within(dialog).getByLabelText(/线路名称/), '办公网');
        const ranges = within(dialog).getByLabelText(/IP段/, { selector: 'textarea' });
        await user.click(ranges);
        await user.paste('9.9.9.0-9.9.9.9');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await screen.findByText('线路名称已存在')).toBeTruthy();
        expect(screen.getByRole('dialog')).toBeTruthy();
        expect(valueOf(ranges)).toBe('9.9.9.0-9.9.9.9');
    });
});
