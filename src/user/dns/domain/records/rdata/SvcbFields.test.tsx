import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../../i18n/provider';
import { renderRdata } from './renderRdata';

const value = () => screen.getByTestId('value').textContent;

describe('SvcbFields', () => {
    it('reads an HTTPS value into priority, target and parameter rows (cn)', async () => {
        renderRdata('HTTPS', '1 svc.example.com. alpn="h3,h2" port="8443"');
        expect(((await screen.findByRole('textbox', { name: '优先级' })) as HTMLInputElement).value).toBe('1');
        expect((screen.getByRole('textbox', { name: '目标' }) as HTMLInputElement).value).toBe('svc.example.com.');
        const second = screen.getByRole('group', { name: '参数 2' });
        expect((within(second).getByRole('combobox', { name: '键' }) as HTMLInputElement).value).toBe('port');
        expect((within(second).getByRole('textbox', { name: '值' }) as HTMLInputElement).value).toBe('8443');
        await waitFor(() => expect(value()).toBe('1 svc.example.com. alpn="h3,h2" port="8443"'));
    });

    it('starts a new record from blank fields, adds and removes rows, and saves the canonical text (cn)', async () => {
        const user = userEvent.setup();
        const saved = vi.fn();
        renderRdata('HTTPS', '', saved);
        await waitFor(() => expect(value()).toBe('1 . alpn="h3,h2"'));
        await user.click(screen.getByRole('button', { name: '添加参数' }));
        const row = screen.getByRole('group', { name: '参数 2' });
        await user.type(within(row).getByRole('combobox', { name: '键' }), 'port');
        await user.type(within(row).getByRole('textbox', { name: '值' }), '443');
        expect(value()).toBe('1 . alpn="h3,h2" port="443"');
        await user.click(screen.getByRole('button', { name: '删除参数 1' }));
        expect(value()).toBe('1 . port="443"');
        await user.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(saved).toHaveBeenCalledWith('1 . port="443"'));
    });

    it("shows a problem at its row's field and keeps what was typed (cn)", async () => {
        const user = userEvent.setup();
        renderRdata('HTTPS', '1 . alpn="h2" port="443"');
        const port = within(await screen.findByRole('group', { name: '参数 2' })).getByRole('textbox', { name: '值' });
        await user.clear(port);
        await user.type(port, '99999');
        fireEvent.blur(port);
        await waitFor(() => expect(port.getAttribute('aria-invalid')).toBe('true'));
        expect(port.closest('.MuiFormControl-root')?.textContent).toContain('65535');
        expect(value()).toBe('1 . alpn="h2" port="99999"');
    });

    it('names its fields in English, with the alias note at priority 0, and refuses parameters on an alias', async () => {
        await i18nProvider.changeLocale('en');
        try {
            const user = userEvent.setup();
            renderRdata('SVCB', '0 pool.example.com.');
            expect(await screen.findByText('Alias mode: the name is served as the target; no parameters')).toBeTruthy();
            expect(screen.queryByRole('group', { name: 'Parameter 1' })).toBeNull();
            await user.click(screen.getByRole('button', { name: 'Add parameter' }));
            await user.type(within(screen.getByRole('group', { name: 'Parameter 1' })).getByRole('combobox', { name: 'Key' }), 'alpn');
            await user.click(screen.getByRole('button', { name: 'Save' }));
            expect(await screen.findByText('Priority 0 is an alias (AliasMode): it takes a target and no parameters')).toBeTruthy();
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });

    it('offers every named key, dohpath and ohttp by their numbers, and keyNNNNN in the key picker (cn)', async () => {
        const user = userEvent.setup();
        renderRdata('HTTPS', '1 . alpn="h3,h2"');
        await user.click(await screen.findByRole('button', { name: '添加参数' }));
        const key = within(screen.getByRole('group', { name: '参数 2' })).getByRole('combobox', { name: '键' });
        await user.click(key);
        const names = within(screen.getByRole('listbox'))
            .getAllByRole('option')
            .map(option => option.textContent);
        expect(names).toEqual([
            'mandatory',
            'alpn',
            'no-default-alpn',
            'port',
            'ipv4hint',
            'ech',
            'ipv6hint',
            'dohpathkey7',
            'ohttpkey8',
            'keyNNNNN其他键，按编号填写',
        ]);
        await user.type(key, 'doh');
        await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /dohpath/ }));
        expect((key as HTMLInputElement).value).toBe('key7');
        await user.type(within(screen.getByRole('group', { name: '参数 2' })).getByRole('textbox', { name: '值' }), '/q{{?dns}');
        expect(value()).toBe('1 . alpn="h3,h2" key7="/q{?dns}"');
    });
});
