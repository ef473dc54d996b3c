import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../http/ApiError';
import type { DnsRecord } from '../../../../data/records/api';
import { renderEditor, ZONE } from './renderEditor';

// the line picker is another component's test: here it stays at its default, 默认
vi.mock('../../lines/LineInput', () => ({ LineInput: () => null }));

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

/** Opens the add dialog, picks the type, types host and value (and MX priority), presses save. */
const fillAndSave = async (type: string, top: string, value: string) => {
    const user = userEvent.setup();
    const result = renderEditor();
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
    return { ...result, dialog, valueInput, host };
};

const cases: Array<{ type: string; valid: string; sent?: string; invalid: string }> = [
    { type: 'A', valid: '192.0.2.10', invalid: '300.1.2.3' },
    { type: 'AAAA', valid: '2001:db8::10', invalid: '2001:db8::zz' },
    { type: 'CNAME', valid: 'target.example.net', invalid: 'not a host!' },
    { type: 'MX', valid: 'mail.example.net', invalid: 'mail server' },
    { type: 'SRV', valid: '10 5 5060 sip.example.net', invalid: '10 5 sip.example.net' },
    { type: 'CAA', valid: '0 issue "letsencrypt.org"', invalid: 'issue' },
    { type: 'XURL', valid: 'www.example.net', sent: 'https://www.example.net', invalid: 'https://' },
];

describe('record editor', () => {
    describe.each(cases)('$type', ({ type, valid, sent, invalid }) => {
        it('sends a valid value with the zone and the default line', async () => {
            const { dataProvider } = await fillAndSave(type, 'www', valid);
            await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
            const [, { data }] = dataProvider.create.mock.calls[0] as [string, { data: Partial<DnsRecord> }];
            expect(data).toMatchObject({ ...ZONE, top: 'www', record_type: type, value: sent ?? valid, record_line_id: 1, record_line_name: '默认' });
            expect(await screen.findByText('添加成功')).toBeTruthy();
        });

        it('shows the check message at the value and keeps what was typed', async () => {
            const { dataProvider, dialog, valueInput, host } = await fillAndSave(type, 'www', invalid);
            await waitFor(() =>
                expect(within(dialog).getByText((_, element) => !!element?.classList.contains('Mui-error') && element.tagName === 'P')).toBeTruthy(),
            );
            expect(dataProvider.create).not.toHaveBeenCalled();
            expect(valueOf(valueInput)).toBe(invalid);
            expect(valueOf(host)).toBe('www');
            expect(screen.getByRole('dialog')).toBeTruthy();
        });
    });

    it('refuses a CNAME beside another record of the host before sending', async () => {
        const user = userEvent.setup();
        const existing: DnsRecord = {
            id: 5,
            record_id: 5,
            top: 'www',
            record_type: 'A',
            value: '192.0.2.1',
            ttl: 600,
            status: 1,
            record_line_id: 1,
            record_line_name: '默认',
            linetype: 1,
        };
        const { dataProvider } = renderEditor({ sameHost: [existing] });
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
        expect(dataProvider.create).not.toHaveBeenCalled();
    });

    it('keeps the dialog open with the server msg when the save is refused', async () => {
        const user = userEvent.setup();
        renderEditor({ create: async () => Promise.reject(new ApiError('域名已锁定，无法修改解析记录', 200, 0)) });
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
        await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
        const [, { data }] = dataProvider.create.mock.calls[0] as [string, { data: Partial<DnsRecord> }];
        expect(data.ttl).toBe(300);
    });
});
