import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../i18n/provider';
import type { DnsRecord } from '../../../../data/records/api';
import { appliedChunks as chunks, listedRecord, renderEditor } from './renderEditor';
import { RecordRow, type RowLabels } from './RecordRow';

// the line picker is another component's test: here it stays at its default, 默认
vi.mock('../../lines/LineInput', () => ({ LineInput: () => null }));

const listed = (fields: Partial<DnsRecord> = {}) => listedRecord(5, fields);

const inEnglish = async (test: () => Promise<void>) => {
    await i18nProvider.changeLocale('en');
    try {
        await test();
    } finally {
        await i18nProvider.changeLocale('cn');
    }
};

describe('a record’s remark', () => {
    it('is typed in the editor and sent with the added record', async () => {
        const user = userEvent.setup();
        const { dataProvider } = renderEditor();
        await user.click(await screen.findByRole('button', { name: '添加记录' }));
        const dialog = await screen.findByRole('dialog');
        await user.type(within(dialog).getByRole('textbox', { name: /主机记录/ }), 'api');
        await user.type(within(dialog).getByRole('textbox', { name: /记录值/ }), '192.0.2.9');
        expect(within(dialog).getByText('选填：给团队看的说明，最多 200 个字符，不影响解析结果。')).toBeTruthy();
        await user.type(within(dialog).getByRole('textbox', { name: '备注' }), ' 新接口 ');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1));
        expect(chunks(dataProvider)[0].ops).toEqual([{ op: 'add', after: expect.objectContaining({ top: 'api', remark: '新接口' }) }]);
    });

    it('an edit of the remark alone is an update (the diff’s one change)', async () => {
        const user = userEvent.setup();
        const row = listed({ remark: '旧说明' });
        const { dataProvider } = renderEditor({ rows: [row], zone: [row] });
        await user.click(screen.getByRole('button', { name: 'edit www' }));
        const dialog = await screen.findByRole('dialog');
        const remark = within(dialog).getByRole('textbox', { name: '备注' });
        expect((remark as HTMLInputElement).value).toBe('旧说明');
        await user.clear(remark);
        await user.type(remark, '新说明');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1));
        expect(chunks(dataProvider)[0].ops).toEqual([
            {
                op: 'update',
                before: expect.objectContaining({ record_id: 5, remark: '旧说明' }),
                after: expect.objectContaining({ remark: '新说明', value: '192.0.2.1' }),
            },
        ]);
    });

    it('in English: the field is named Remark and takes at most 200 characters', async () =>
        inEnglish(async () => {
            const user = userEvent.setup();
            const row = listed();
            const { dataProvider } = renderEditor({ rows: [row], zone: [row] });
            await user.click(screen.getByRole('button', { name: 'edit www' }));
            const dialog = await screen.findByRole('dialog');
            const remark = within(dialog).getByRole('textbox', { name: 'Remark' });
            // the input stops at 200 characters (the server refuses more by the same limit: recordChecks.remarkTooLong)
            expect(remark.getAttribute('maxlength')).toBe('200');
            await user.click(remark);
            await user.paste('x'.repeat(250));
            expect((remark as HTMLInputElement).value).toHaveLength(200);
            await user.click(within(dialog).getByRole('button', { name: 'Save' }));
            await waitFor(() => expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1));
            expect(chunks(dataProvider)[0].ops[0]).toMatchObject({ op: 'update', after: { remark: 'x'.repeat(200) } });
        }));
});

const labels: RowLabels = {
    select: 'select',
    edit: 'edit',
    pause: 'pause',
    enable: 'enable',
    delete: 'delete',
    status: { on: 'on', paused: 'paused', hidden: 'hidden' },
    editOne: 'edit %{name}',
    pauseOne: 'pause %{name}',
    enableOne: 'enable %{name}',
    deleteOne: 'delete %{name}',
    copyOne: 'copy %{name}',
    columns: { line: 'line', ttl: 'TTL', weight: 'weight', updated: 'updated' },
    lineName: name => name,
};
const actions = { locked: false, edit: () => {}, toggleStatus: () => {}, askDelete: () => {} } as never;
const renderRow = (record: DnsRecord) =>
    render(
        <table>
            <tbody>
                <RecordRow record={record} odd={false} selected={false} selectable={false} labels={labels} actions={actions} />
            </tbody>
        </table>,
    );

describe('the record table’s row', () => {
    it('shows the remark under the value, one line, the whole of it in the title', () => {
        const long = '机房 A 的入口，'.repeat(20);
        renderRow(listed({ remark: long }));
        const remark = screen.getByText(long);
        expect(remark.className).toContain('remark');
        expect(remark.className).toContain('ellipsis');
        expect(remark.getAttribute('title')).toBe(long);
    });

    it('shows nothing more without a remark', () => {
        const { container } = renderRow(listed());
        expect(container.querySelector('.remark')).toBeNull();
    });
});
