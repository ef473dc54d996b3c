import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../../i18n/provider';
import { renderRdata } from './renderRdata';

const value = () => screen.getByTestId('value').textContent;
const input = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('edit as text', () => {
    it('shows the canonical text, reads an edited text back into the fields (cn)', async () => {
        const user = userEvent.setup();
        renderRdata('HTTPS', '1 . alpn=h3,h2');
        await user.click(await screen.findByRole('switch', { name: '以文本编辑' }));
        const text = screen.getByRole('textbox', { name: '记录值（文本格式）' });
        expect(input(text)).toBe('1 . alpn="h3,h2"');
        await user.clear(text);
        await user.paste('2 svc.example.com. port=8443');
        await user.click(screen.getByRole('switch', { name: '以文本编辑' }));
        const fields = within(await screen.findByTestId('svcb-fields'));
        expect(input(fields.getByRole('textbox', { name: '优先级' }))).toBe('2');
        expect(input(fields.getByRole('textbox', { name: '目标' }))).toBe('svc.example.com.');
        expect(input(fields.getByRole('textbox', { name: '值' }))).toBe('8443');
        expect(value()).toBe('2 svc.example.com. port=8443');
    });

    it('stays on a text the fields cannot hold, with its problem at the text (en)', async () => {
        await i18nProvider.changeLocale('en');
        try {
            const user = userEvent.setup();
            renderRdata('TLSA', '3 1 1 abcd');
            await user.click(await screen.findByRole('switch', { name: 'Edit as text' }));
            const text = screen.getByRole('textbox', { name: 'Value (presentation text)' });
            await user.clear(text);
            await user.paste('3 1');
            await user.click(screen.getByRole('switch', { name: 'Edit as text' }));
            expect(await screen.findByText('These fields cannot hold this text: correct it here first')).toBeTruthy();
            await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
            expect(input(screen.getByRole('textbox', { name: 'Value (presentation text)' }))).toBe('3 1');
            expect(screen.queryByTestId('rdata-fields')).toBeNull();
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });
});
