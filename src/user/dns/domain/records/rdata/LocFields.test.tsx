import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../../i18n/provider';
import { normaliseRecordValue } from '../../../../../validation/records';
import { renderRdata } from './renderRdata';

const value = () => screen.getByTestId('value').textContent;
const group = (name: string) => screen.getByRole('group', { name });
const input = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('LOC fields', () => {
    it('reads the canonical text into degrees, minutes, seconds and hemisphere (cn)', async () => {
        renderRdata('LOC', '52 22 23.000 N 4 53 32.000 E -2.00m');
        const latitude = within(await screen.findByRole('group', { name: '纬度' }));
        expect(input(latitude.getByRole('textbox', { name: '度' }))).toBe('52');
        expect(input(latitude.getByRole('textbox', { name: '秒' }))).toBe('23.000');
        expect(latitude.getByRole('combobox', { name: '北/南' }).textContent).toBe('N');
        expect(input(screen.getByRole('textbox', { name: '海拔' }))).toBe('-2.00');
    });

    it('writes a precision given after empty ones with their defaults, and saves as dnspython writes it (cn)', async () => {
        const user = userEvent.setup();
        let saved = '';
        renderRdata('LOC', '52 22 23.000 N 4 53 32.000 E -2.00m', text => (saved = text));
        await screen.findByRole('group', { name: '纬度' });
        const longitude = within(group('经度'));
        await user.click(longitude.getByRole('combobox', { name: '东/西' }));
        await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'W' }));
        await user.type(screen.getByRole('textbox', { name: '垂直精度' }), '5');
        expect(value()).toBe('52 22 23.000 N 4 53 32.000 W -2.00 1 10000 5');
        await user.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(saved).not.toBe(''));
        // what the dialog stores, as dnspython writes it
        expect(normaliseRecordValue('LOC', saved)).toBe('52 22 23.000 N 4 53 32.000 W -2.00m 1.00m 10000.00m 5.00m');
    });

    it('starts blank for a new record and shows each problem at its part, keeping what was typed (cn)', async () => {
        const user = userEvent.setup();
        renderRdata('LOC', '');
        const latitude = within(await screen.findByRole('group', { name: '纬度' }));
        await user.type(latitude.getByRole('textbox', { name: '度' }), '90');
        const minutes = latitude.getByRole('textbox', { name: '分' });
        await user.type(minutes, '61');
        fireEvent.blur(minutes);
        expect(await latitude.findByText('分为 0 到 59 的整数')).toBeTruthy();
        await user.clear(minutes);
        await user.type(minutes, '30');
        fireEvent.blur(minutes);
        fireEvent.blur(latitude.getByRole('textbox', { name: '度' }));
        expect(await latitude.findByText('90 度时，分和秒须为 0')).toBeTruthy();
        const seconds = within(group('经度')).getByRole('textbox', { name: '秒' });
        await user.type(seconds, '1.23456');
        fireEvent.blur(seconds);
        expect(await screen.findByText('秒为 0 到 59.999，最多三位小数')).toBeTruthy();
        expect(input(seconds)).toBe('1.23456');
        expect(value()).toBe('90 30 N 0 1.23456 E 0');
    });

    it('labels every part in English and refuses an altitude out of range at the field', async () => {
        await i18nProvider.changeLocale('en');
        try {
            const user = userEvent.setup();
            renderRdata('LOC', '39 54 26.500 N 116 23 29.000 E 50.00m');
            const longitude = within(await screen.findByRole('group', { name: 'Longitude' }));
            expect(input(longitude.getByRole('textbox', { name: 'Degrees' }))).toBe('116');
            expect(longitude.getByRole('combobox', { name: 'E / W' }).textContent).toBe('E');
            expect(screen.getByText('Optional, 10000 m when empty')).toBeTruthy();
            const altitude = screen.getByRole('textbox', { name: 'Altitude' });
            await user.clear(altitude);
            await user.type(altitude, '-100001');
            fireEvent.blur(altitude);
            await waitFor(() => expect(altitude.getAttribute('aria-invalid')).toBe('true'));
            expect(screen.getByText(/The altitude is metres from -100000/)).toBeTruthy();
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });
});
