import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../http/ApiError';
import type { DnsRecord } from '../../../../data/records/api';
import { appliedChunks as chunks, listedRecord as listed, renderEditor, ZONE } from './renderEditor';

// the line picker is another component's test: here it stays at its default, 默认
vi.mock('../../lines/LineInput', () => ({ LineInput: () => null }));

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

/** Opens the add dialog, picks the type, types host and value (and MX priority), presses save. */
const fillAndSave = async (type: string, top: string, value: string, zone: DnsRecord[] = []) => {
    const user = userEvent.setup();
    const result = renderEditor({ zone });
    await user.click(await screen.findByRole('button', { name: '添加记录' }));
    const dialog = await screen.findByRole('dialog');
    if (type !== 'A') {
        await user.click(within(dialog).getByRole('combobox', { name: /记录类型/ }));
        await user.click(await screen.findByRole('option', { name: type }));
    }
    const host = within(dialog).getByRole('textbox', { name: /主机记录/ });
    await user.clear(host);
    await user.type(host, top);
    const valueInput = within(dialog).getByRole('textbox', { name: /记录值/ });
    await user.click(valueInput);
    await user.paste(value);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    return { ...result, user, dialog, valueInput, host };
};

const cases: Array<{ type: string; valid: string; sent?: string; invalid: string }> = [
    { type: 'A', valid: '192.0.2.10', invalid: '300.1.2.3' },
    { type: 'AAAA', valid: '2001:db8::10', invalid: '2001:db8::zz' },
    { type: 'CNAME', valid: 'target.example.net', invalid: 'not a host!' },
    { type: 'MX', valid: 'mail.example.net', invalid: 'mail server' },
    { type: 'SRV', valid: '10 5 5060 sip.example.net', invalid: '10 5 sip.example.net' },
    { type: 'XURL', valid: 'www.example.net', sent: 'https://www.example.net', invalid: 'https://' },
];

describe('record editor', () => {
    describe.each(cases)('$type', ({ type, valid, sent, invalid }) => {
        it('sends a valid value with the zone and the default line: a change set of one add, atomic', async () => {
            const { dataProvider } = await fillAndSave(type, 'www', valid);
            await waitFor(() => expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1));
            const [chunk] = chunks(dataProvider);
            expect(chunk).toMatchObject({ set: { ...ZONE, source: 'dialog' }, changeSetId: 0, total: 1, atomic: true });
            expect(chunk.ops).toEqual([
                {
                    op: 'add',
                    after: expect.objectContaining({ top: 'www', record_type: type, value: sent ?? valid, record_line_id: '1', record_line_name: '默认' }),
                },
            ]);
            expect(await screen.findByText('添加成功')).toBeTruthy();
        });

        it('shows the check message at the value and keeps what was typed', async () => {
            const { dataProvider, dialog, valueInput, host } = await fillAndSave(type, 'www', invalid);
            await waitFor(() =>
                expect(within(dialog).getByText((_, element) => !!element?.classList.contains('Mui-error') && element.tagName === 'P')).toBeTruthy(),
            );
            expect(dataProvider.applyChangeChunk).not.toHaveBeenCalled();
            expect(valueOf(valueInput)).toBe(invalid);
            expect(valueOf(host)).toBe('www');
            expect(screen.getByRole('dialog')).toBeTruthy();
        });
    });

    it('sends a CAA record typed in its fields as one canonical value, and shows a problem at its field', async () => {
        const user = userEvent.setup();
        const { dataProvider } = renderEditor({});
        await user.click(await screen.findByRole('button', { name: '添加记录' }));
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('combobox', { name: /记录类型/ }));
        await user.click(await screen.findByRole('option', { name: 'CAA' }));
        await user.type(within(dialog).getByRole('textbox', { name: /主机记录/ }), 'www');
        const caaValue = within(dialog).getByRole('textbox', { name: '值' });
        await user.type(caaValue, 'not a domain!');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(caaValue.getAttribute('aria-invalid')).toBe('true'));
        expect(dataProvider.applyChangeChunk).not.toHaveBeenCalled();
        await user.clear(caaValue);
        await user.type(caaValue, 'letsencrypt.org');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1));
        expect(chunks(dataProvider)[0].ops).toEqual([
            { op: 'add', after: expect.objectContaining({ top: 'www', record_type: 'CAA', value: '0 issue "letsencrypt.org"' }) },
        ]);
    });

    it('refuses a CNAME beside another record of the host before sending', async () => {
        const user = userEvent.setup();
        const existing = listed(5, { record_line_id: 1 });
        const { dataProvider } = renderEditor({ zone: [existing] });
        await user.click(await screen.findByRole('button', { name: '添加记录' }));
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('combobox', { name: /记录类型/ }));
        await user.click(await screen.findByRole('option', { name: 'CNAME' }));
        await user.type(within(dialog).getByRole('textbox', { name: /主机记录/ }), 'www');
        await user.type(within(dialog).getByRole('textbox', { name: /记录值/ }), 'target.example.net');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
        expect(dataProvider.getList.mock.calls[0][1]).toMatchObject({ filter: { ...ZONE, top: 'www' } });
        expect(await within(dialog).findByText('CNAME记录与该主机记录的其他记录冲突')).toBeTruthy();
        expect(dataProvider.applyChangeChunk).not.toHaveBeenCalled();
    });

    it('keeps the dialog open with the server msg when the save is refused', async () => {
        const user = userEvent.setup();
        renderEditor({ apply: async () => Promise.reject(new ApiError('域名已锁定，无法修改解析记录', 200, 0)) });
        await user.click(await screen.findByRole('button', { name: '添加记录' }));
        const dialog = await screen.findByRole('dialog');
        await user.type(within(dialog).getByRole('textbox', { name: /主机记录/ }), 'api');
        await user.type(within(dialog).getByRole('textbox', { name: /记录值/ }), '192.0.2.77');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect((await within(dialog).findAllByText('域名已锁定，无法修改解析记录')).length).toBeGreaterThan(0);
        expect(valueOf(within(dialog).getByRole('textbox', { name: /记录值/ }))).toBe('192.0.2.77');
        expect(valueOf(within(dialog).getByRole('textbox', { name: /主机记录/ }))).toBe('api');
    });

    it('keeps a half-typed record on Esc and on a click beside the dialog; only Cancel closes it', async () => {
        const user = userEvent.setup();
        renderEditor();
        await user.click(await screen.findByRole('button', { name: '添加记录' }));
        const dialog = await screen.findByRole('dialog');
        const host = within(dialog).getByRole('textbox', { name: /主机记录/ });
        await user.type(host, 'half');
        await user.keyboard('{Escape}');
        const backdrop = document.querySelector('.MuiBackdrop-root');
        expect(backdrop).toBeTruthy();
        await user.click(backdrop as HTMLElement);
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.getByRole('dialog')).toBe(dialog);
        expect(valueOf(within(dialog).getByRole('textbox', { name: /主机记录/ }))).toBe('half');
        await user.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it("starts a new record at the zone's own default TTL", async () => {
        const user = userEvent.setup();
        const { dataProvider } = renderEditor({ defaultTtl: 300 });
        await waitFor(() => expect(dataProvider.getDomainSettings).toHaveBeenCalledWith(ZONE.domain_id));
        // the settings answer before the dialog opens, as they do while the table loads
        await new Promise(resolve => setTimeout(resolve, 0));
        await user.click(await screen.findByRole('button', { name: '添加记录' }));
        const dialog = await screen.findByRole('dialog');
        expect(valueOf(within(dialog).getByTestId('ttl-preset'))).toBe('300');
        const host = within(dialog).getByRole('textbox', { name: /主机记录/ });
        await user.type(host, 'www');
        await user.click(within(dialog).getByRole('textbox', { name: /记录值/ }));
        await user.paste('192.0.2.10');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1));
        expect(chunks(dataProvider)[0].ops[0]).toMatchObject({ op: 'add', after: { ttl: 300 } });
    });

    describe('zone checks', () => {
        const fieldError = (dialog: HTMLElement, text: string) => within(dialog).findByText(text);

        it('refuses a CNAME to its own name at the value', async () => {
            const { dataProvider, dialog, valueInput } = await fillAndSave('CNAME', 'alias', 'alias.example.com');
            expect(await fieldError(dialog, 'CNAME 记录不能指向自身（alias.example.com）')).toBeTruthy();
            expect(dataProvider.applyChangeChunk).not.toHaveBeenCalled();
            expect(valueOf(valueInput)).toBe('alias.example.com');
        });

        it('refuses a CNAME loop within the zone, naming the chain', async () => {
            const zone = [
                listed(1, { top: 'a', record_type: 'CNAME', value: 'b.example.com' }),
                listed(2, { top: 'b', record_type: 'CNAME', value: 'c.example.com' }),
            ];
            const { dataProvider, dialog } = await fillAndSave('CNAME', 'c', 'a.example.com', zone);
            expect(await fieldError(dialog, '这些 CNAME 记录形成循环：c.example.com → a.example.com → b.example.com → c.example.com')).toBeTruthy();
            expect(dataProvider.getList.mock.calls.some(([, params]) => params.filter.record_type === 'CNAME')).toBe(true);
            expect(dataProvider.applyChangeChunk).not.toHaveBeenCalled();
        });

        it("refuses the zone's own NS (@ NS) at the host", async () => {
            const { dataProvider, dialog, host } = await fillAndSave('NS', '@', 'ns1.example.net');
            expect(await fieldError(dialog, '域名自身的 NS 记录由 DNS 服务管理')).toBeTruthy();
            expect(dataProvider.applyChangeChunk).not.toHaveBeenCalled();
            expect(valueOf(host)).toBe('@');
        });

        it('asks before saving a record below a delegation: back keeps the record, save anyway sends it', async () => {
            const zone = [listed(1, { top: 'sub', record_type: 'NS', value: 'ns1.other.net' })];
            const { dataProvider, dialog, user } = await fillAndSave('A', 'x.sub', '192.0.2.5', zone);
            const warning = await screen.findByRole('dialog', { name: '仍要保存吗？' });
            expect(within(warning).getByTestId('change-set-warnings').textContent).toContain('sub.example.com');
            expect(within(warning).getByTestId('change-set-add').textContent).toContain('x.sub A 192.0.2.5');
            await user.click(within(warning).getByRole('button', { name: '返回修改' }));
            await waitFor(() => expect(screen.queryByRole('dialog', { name: '仍要保存吗？' })).toBeNull());
            expect(dataProvider.applyChangeChunk).not.toHaveBeenCalled();
            expect(valueOf(within(dialog).getByRole('textbox', { name: /主机记录/ }))).toBe('x.sub');
            await user.click(within(dialog).getByRole('button', { name: '保存' }));
            await user.click(within(await screen.findByRole('dialog', { name: '仍要保存吗？' })).getByRole('button', { name: '仍然保存' }));
            await waitFor(() => expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1));
            expect(chunks(dataProvider)[0].ops[0]).toMatchObject({ op: 'add', after: { top: 'x.sub', value: '192.0.2.5' } });
        });

        it('shows a refusal of the operation by the server at its field, keeping what was typed', async () => {
            const user = userEvent.setup();
            const { dataProvider } = renderEditor({
                apply: async () => ({ changeSetId: 0, list: [{ index: 0, code: 0, msg: '记录已存在', record_id: 0 }] }),
            });
            await user.click(await screen.findByRole('button', { name: '添加记录' }));
            const dialog = await screen.findByRole('dialog');
            await user.type(within(dialog).getByRole('textbox', { name: /主机记录/ }), 'api');
            await user.type(within(dialog).getByRole('textbox', { name: /记录值/ }), '192.0.2.77');
            await user.click(within(dialog).getByRole('button', { name: '保存' }));
            expect((await within(dialog).findAllByText('记录已存在')).length).toBeGreaterThan(0);
            expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1);
            expect(valueOf(within(dialog).getByRole('textbox', { name: /记录值/ }))).toBe('192.0.2.77');
        });

        it('an edit is an update carrying the record as listed; an unchanged save sends nothing', async () => {
            const user = userEvent.setup();
            const row = listed(5, { top: 'www', value: '192.0.2.1', ttl: 600 });
            const { dataProvider } = renderEditor({ rows: [row], zone: [row] });
            await user.click(screen.getByRole('button', { name: 'edit www' }));
            let dialog = await screen.findByRole('dialog');
            await user.click(within(dialog).getByRole('button', { name: '保存' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(dataProvider.applyChangeChunk).not.toHaveBeenCalled();
            await user.click(screen.getByRole('button', { name: 'edit www' }));
            dialog = await screen.findByRole('dialog');
            const value = within(dialog).getByRole('textbox', { name: /记录值/ });
            await user.clear(value);
            await user.type(value, '192.0.2.2');
            await user.click(within(dialog).getByRole('button', { name: '保存' }));
            await waitFor(() => expect(dataProvider.applyChangeChunk).toHaveBeenCalledTimes(1));
            expect(chunks(dataProvider)[0].ops).toEqual([
                {
                    op: 'update',
                    before: expect.objectContaining({ record_id: 5, value: '192.0.2.1' }),
                    after: expect.objectContaining({ top: 'www', value: '192.0.2.2', ttl: 600, status: 1 }),
                },
            ]);
            expect(await screen.findByText('修改成功')).toBeTruthy();
        });
    });
});
