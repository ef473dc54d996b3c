import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { createUserDataProvider } from '../../dataProvider';
import { AccountInfoPage } from './AccountInfoPage';
import { getDemoDb } from '../../../demo/db';
import { issueToken } from '../../../demo/http';
import { i18nProvider } from '../../../i18n/provider';
import { FreshCodeHost } from '../../../ui/twoFactor/FreshCodeHost';
import { testServices } from '../../../../tests/support/services';

const Landed = () => {
    const location = useLocation();
    return <div data-testid="landed">{location.pathname}</div>;
};

/** The account info screen as the user app runs it, over the demo backend, signed in as demo user `userId`. */
export const renderAccountInfo = (userId = 1) => {
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', userId));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
        <MemoryRouter initialEntries={['/account/info']}>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                <Routes>
                    <Route path="/account/info" element={<AccountInfoPage />} />
                    <Route path="*" element={<Landed />} />
                </Routes>
                <Notification />
                <FreshCodeHost />
            </AdminContext>
        </MemoryRouter>,
    );
};

export const demoUser = (userId: number) => getDemoDb().users.find(row => row.userId === userId)!;

/** The input of a dialog field by its label. */
export const field = (dialog: HTMLElement, label: string) =>
    within(dialog).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;

export const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

/** Opens a security row's action; answers its dialog. */
export const openAction = async (row: string, button: string, dialogTestId: string) => {
    const found = await screen.findByTestId(row);
    const action = await within(found).findByRole('button', { name: button });
    await waitFor(() => expect(action).toHaveProperty('disabled', false));
    fireEvent.click(action);
    return screen.findByTestId(dialogTestId);
};

/** The code the demo backend "sent" last for `purpose` to `target`. */
export const sentCode = async (purpose: string, target: string) => {
    let code = '';
    await waitFor(() => {
        const entry = getDemoDb().codes.find(row => row.purpose === purpose && row.target === target.toLowerCase());
        expect(entry).toBeTruthy();
        code = entry!.code;
    });
    return code;
};
