import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../../i18n/provider';
import { renderRdata } from './renderRdata';

const value = () => screen.getByTestId('value').textContent;
const HASH = 'd2abde240d7cd3ee6b4b28c54df034b97983a1d16e8a410e4561cb106618e971';

describe('FieldsEditor', () => {
    it('shows TLSA usage, selector and matching type as selects with their names (cn)', async () => {
        const user = userEvent.setup();
        renderRdata('TLSA', `3 1 1 ${HASH}`);
        const usage = await screen.findByRole('combobox', { name: '证书用途' });
        expect(usage.textContent).toBe('3 · DANE-EE');
        expect(screen.getByRole('combobox', { name: '匹配类型' }).textContent).toBe('1 · SHA2-256');
        await user.click(usage);
        await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2 · DANE-TA' }));
        expect(value()).toBe(`2 1 1 ${HASH}`);
    });

    it('shows a problem at its field and keeps what was typed (cn)', async () => {
        const user = userEvent.setup();
        renderRdata('SSHFP', `4 2 ${HASH}`);
        const fingerprint = await screen.findByRole('textbox', { name: '指纹（十六进制）' });
        await user.type(fingerprint, 'zz');
        fireEvent.blur(fingerprint);
        await waitFor(() => expect(fingerprint.getAttribute('aria-invalid')).toBe('true'));
        expect(value()).toBe(`4 2 ${HASH}zz`);
        expect(screen.getByRole('combobox', { name: '算法' }).textContent).toBe('4 · Ed25519');
    });

    it('edits DS and CAA in English: algorithm and digest type by name, every CAA tag, the value quoted', async () => {
        await i18nProvider.changeLocale('en');
        try {
            const user = userEvent.setup();
            const ds = renderRdata('DS', `60485 13 2 ${HASH}`);
            expect((await screen.findByRole('combobox', { name: 'Algorithm' })).textContent).toBe('13 · ECDSAP256SHA256');
            expect(screen.getByRole('combobox', { name: 'Digest type' }).textContent).toBe('2 · SHA-256');
            expect((screen.getByRole('textbox', { name: 'Key tag' }) as HTMLInputElement).value).toBe('60485');
            ds.unmount();
            renderRdata('CAA', '0 issue "letsencrypt.org"');
            await user.click(await screen.findByRole('combobox', { name: 'Tag' }));
            const tags = within(screen.getByRole('listbox'))
                .getAllByRole('option')
                .map(option => option.textContent);
            expect(tags).toEqual(['issue', 'issuewild', 'iodef', 'issuemail', 'issuevmc']);
            await user.click(screen.getByRole('option', { name: 'iodef' }));
            const caaValue = screen.getByRole('textbox', { name: 'Value' });
            await user.clear(caaValue);
            await user.type(caaValue, 'mailto:security@example.com');
            expect(value()).toBe('0 iodef "mailto:security@example.com"');
            expect(screen.getByText('0, or 128 when the tag must be understood (critical)')).toBeTruthy();
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });

    it('edits NAPTR with its strings quoted, and CERT by type and algorithm names (cn)', async () => {
        const user = userEvent.setup();
        const naptr = renderRdata('NAPTR', '100 10 "S" "SIP+D2U" "" _sip._udp.example.com.');
        const services = await screen.findByRole('textbox', { name: '服务' });
        expect((services as HTMLInputElement).value).toBe('SIP+D2U');
        await user.clear(services);
        await user.type(services, 'SIPS+D2T');
        expect(value()).toBe('100 10 "S" "SIPS+D2T" "" _sip._udp.example.com.');
        naptr.unmount();
        renderRdata('CERT', '1 12345 8 MIIBCgKCAQEA');
        expect((await screen.findByRole('combobox', { name: '证书类型' })).textContent).toBe('1 · PKIX');
        expect(screen.getByRole('combobox', { name: '算法' }).textContent).toBe('8 · RSASHA256');
        await user.click(screen.getByRole('combobox', { name: '证书类型' }));
        await user.click(screen.getByRole('option', { name: '3 · PGP' }));
        expect(value()).toBe('PGP 12345 8 MIIBCgKCAQEA');
    });
});
