import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderRecursivePage } from './renderRecursivePage';
import { i18nProvider } from '../../../i18n/provider';

const server = setupDemoServer();

// plain DOM reads: the project has no jest-dom matchers
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const addButton = () => screen.getByRole('button', { name: /^(添加|Add)$/ });
// the toolbar's button; react-admin's bulk-actions bar holds a second one
const batchDeleteButton = () => screen.getAllByRole('button', { name: '批量删除' })[0];
const waitForRows = () => screen.findByText('10.0.0.0');
const waitForStatus = () => waitFor(() => expect(disabled(addButton())).toBe(false));

/** Opens the page and the add dialog, types the segment lines and the remark, and saves. */
const addSegments = async (lines: string, remark: string) => {
    const user = userEvent.setup();
    renderRecursivePage();
    await waitForRows();
    await waitForStatus();
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog');
    const segments = within(dialog).getByLabelText(/IP段/, { selector: 'textarea' });
    await user.click(segments);
    await user.paste(lines);
    await user.type(within(dialog).getByLabelText(/备注/), remark);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    return { dialog, segments };
};

/** Opens the CSV import and chooses a file with the given text. */
const importCsv = async (text: string) => {
    const user = userEvent.setup();
    renderRecursivePage();
    await waitForRows();
    await waitForStatus();
    await user.click(screen.getByRole('button', { name: /导入 CSV|Import CSV/ }));
    const dialog = await screen.findByTestId('segment-import');
    await user.upload(within(dialog).getByTestId('segment-import-file'), new File([text], 'segments.csv', { type: 'text/csv' }));
    return { user, dialog };
};

describe('Recursive segments CSV import', () => {
    it('previews the rows to add and refuses bad lines by number, naming the overlapped row; imports the good ones', async () => {
        const { user, dialog } = await importCsv('segment,remark\n172.30.0.0/24,csv 一\n10.0.0.7,撞车\nbad,坏行\n2001:db8:30::/48,csv 六\n');
        await within(dialog).findByText('可导入（2）');
        await user.click(within(dialog).getByText('已拒绝（2）'));
        expect(within(dialog).getByText('第 3 行：IP区间重复：10.0.0.7，与已有IP段冲突：办公网（10.0.0.0-10.0.255.255）')).toBeTruthy();
        expect(within(dialog).getByText('第 4 行：IP段格式错误：bad')).toBeTruthy();
        await user.click(within(dialog).getByRole('button', { name: '导入 2 行' }));
        await screen.findByText('已导入 2 行');
        const added = getDemoDb().recursiveSegments.filter(segment => segment.remark.startsWith('csv'));
        expect(added.map(segment => [segment.remark, segment.ipVersion ?? 4])).toEqual([
            ['csv 一', 4],
            ['csv 六', 6],
        ]);
        expect(added[1]).toMatchObject({ startIp: '2001:db8:30::', endIp: '2001:db8:30:ffff:ffff:ffff:ffff:ffff' });
    });

    it('speaks English too, refusing a file without the header', async () => {
        await i18nProvider.changeLocale('en');
        try {
            const { dialog } = await importCsv('10.0.0.0/8,x\n');
            await within(dialog).findByText('Refused (1)');
            expect(within(dialog).getByRole('button', { name: 'Import 0 rows' })).toHaveProperty('disabled', true);
            expect(await within(dialog).findByText('Line 1: The first row must name the columns segment, remark')).toBeTruthy();
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });
});

describe('Recursive DNS page', () => {
    it('lists the segments with dotted IPs, remark and type', async () => {
        renderRecursivePage();
        await waitForRows();
        expect(screen.getByText('10.0.255.255')).toBeTruthy();
        expect(screen.getByText('202.96.128.255')).toBeTruthy();
        expect(screen.getByText('广州分公司出口')).toBeTruthy();
        expect(screen.getAllByText('指定IP段').length).toBeGreaterThan(0);
        expect(checked(screen.getByLabelText('递归功能'))).toBe(true);
        expect(valueOf(screen.getByLabelText('根服务器IP'))).toBe('198.41.0.4\n199.9.14.201');
    });

    it('adds one segment per line and refreshes the list', async () => {
        await addSegments('10.200.0.1-10.200.0.9\n10.201.0.0-10.201.0.255', '新机房');
        expect(await screen.findByText('添加成功')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(await screen.findByText('10.200.0.9')).toBeTruthy();
        expect(screen.getByText('10.201.0.255')).toBeTruthy();
        expect(getDemoDb().recursiveSegments.filter(segment => segment.remark === '新机房')).toHaveLength(2);
    });

    it('shows an overlap at the field with the line, and keeps what was typed', async () => {
        const { dialog, segments } = await addSegments('10.0.0.5-10.0.0.9', '重复');
        expect(await within(dialog).findByText('IP区间重复：10.0.0.5-10.0.0.9，与已有IP段冲突：办公网（10.0.0.0-10.0.255.255）')).toBeTruthy();
        expect(valueOf(segments)).toBe('10.0.0.5-10.0.0.9');
        expect(screen.getByRole('dialog')).toBeTruthy();
    });

    it('shows the server msg on a failed save and keeps the dialog and its values', async () => {
        server.use(http.post('*/saveDnsRecursive/detail', () => HttpResponse.json({ code: 500, msg: 'IP区间重复：8.8.8.8-8.8.8.8' })));
        const { dialog, segments } = await addSegments('8.8.8.8-8.8.8.8', 'dns');
        expect((await screen.findAllByText('IP区间重复：8.8.8.8-8.8.8.8')).length).toBeGreaterThan(0);
        expect(screen.getByRole('dialog')).toBeTruthy();
        expect(valueOf(segments)).toBe('8.8.8.8-8.8.8.8');
        expect(valueOf(within(dialog).getByLabelText(/备注/))).toBe('dns');
    });

    it('asks before turning recursion off: cancel keeps it on, confirm locks the segment controls', async () => {
        const user = userEvent.setup();
        renderRecursivePage();
        await waitForRows();
        await waitForStatus();
        const recursion = screen.getByLabelText('递归功能');

        await user.click(recursion);
        const question = await screen.findByText('该操作将会关闭递归功能，是否继续？');
        await user.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: /取消/ }));
        await waitFor(() => expect(checked(recursion)).toBe(true));
        expect(getDemoDb().recursiveStatus.recursive_enable).toBe(1);

        await user.click(recursion);
        const again = await screen.findByText('该操作将会关闭递归功能，是否继续？');
        await user.click(within(again.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: /确认/ }));
        expect(await screen.findByText('操作成功')).toBeTruthy();
        await waitFor(() => expect(checked(recursion)).toBe(false));
        expect(getDemoDb().recursiveStatus.recursive_enable).toBe(0);
        await waitFor(() => expect(disabled(addButton())).toBe(true));
        expect(disabled(batchDeleteButton())).toBe(true);
        for (const button of screen.getAllByRole('button', { name: '编辑' })) expect(disabled(button)).toBe(true);
        for (const button of screen.getAllByRole('button', { name: '删除' })) expect(disabled(button)).toBe(true);
    });

    it('asks to select rows when batch delete is pressed with nothing selected', async () => {
        const user = userEvent.setup();
        renderRecursivePage();
        await waitForRows();
        await waitForStatus();
        await user.click(batchDeleteButton());
        expect(await screen.findByText('请选择要删除的数据')).toBeTruthy();
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('deletes the selected rows after confirmation', async () => {
        const user = userEvent.setup();
        renderRecursivePage();
        await waitForRows();
        await waitForStatus();
        const row = screen.getByText('办公网').closest('tr') as HTMLElement;
        await user.click(within(row).getByRole('checkbox'));
        await user.click(batchDeleteButton());
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('button', { name: /确认/ }));
        expect(await screen.findByText('删除成功')).toBeTruthy();
        await waitFor(() => expect(screen.queryByText('办公网')).toBeNull());
        expect(getDemoDb().recursiveSegments.some(segment => segment.remark === '办公网')).toBe(false);
    });
});
