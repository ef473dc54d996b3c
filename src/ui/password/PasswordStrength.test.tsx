import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, memoryStore, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import passwordStrengthArea from '../../i18n/areas/passwordStrength';
import { addAreaMessages, i18nProvider } from '../../i18n/provider';
import { PasswordStrength } from './PasswordStrength';

addAreaMessages(passwordStrengthArea);

const renderForm = (onSubmit = vi.fn()) => {
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <Form onSubmit={onSubmit} defaultValues={{ account: 'wangxiaoming', password: '' }}>
                <TextInput source="account" />
                <TextInput source="password" label="password" />
                <PasswordStrength source="password" personal={['account']} />
                <button type="submit">go</button>
            </Form>
        </AdminContext>,
    );
    return onSubmit;
};

const type = (value: string) => fireEvent.change(screen.getByLabelText('password'), { target: { value } });

afterEach(() => i18nProvider.changeLocale('cn'));

describe('PasswordStrength', () => {
    it('shows nothing while empty, then rates what is typed and names a common password (cn)', async () => {
        renderForm();
        expect(screen.queryByTestId('password-strength')).toBeNull();
        type('123456');
        const meter = await screen.findByRole('meter', { name: '密码强度' });
        expect(meter.getAttribute('aria-valuetext')).toBe('很弱');
        expect(screen.getByTestId('password-strength').textContent).toBe('强度：很弱 · 这是最常见的密码之一，会被最先猜中');
        type('v7#Qp2!mZr9&Lk');
        await waitFor(() => expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('4'));
        expect(screen.getByTestId('password-strength').textContent).toBe('强度：很强');
        type('');
        await waitFor(() => expect(screen.queryByTestId('password-strength')).toBeNull());
    });

    it('names the account typed in the same form, in English, and never blocks the form', async () => {
        await i18nProvider.changeLocale('en');
        const onSubmit = renderForm();
        type('wangxiaoming1');
        await waitFor(() => expect(screen.getByTestId('password-strength').textContent).toContain('Avoid your account name, mail or mobile in the password'));
        fireEvent.click(screen.getByRole('button', { name: 'go' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    });
});
