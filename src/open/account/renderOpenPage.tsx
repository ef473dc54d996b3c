import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../../user/dataProvider';
import { createAuthProvider } from '../../authProvider/authProvider';
import { ForgetPage } from './ForgetPage';
import { RegisterBindingPage } from './RegisterBindingPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { i18nProvider } from '../../i18n/provider';
import { testServices } from '../../../tests/support/services';

/** Where a link or a redirect led. */
const Landed = () => {
    const location = useLocation();
    return <div data-testid="landed">{`${location.pathname}${location.search}`}</div>;
};

/** The address the page shows, on any page. */
const Where = () => {
    const location = useLocation();
    return <div data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</div>;
};

const pages: Array<[string, ReactElement]> = [
    ['/register', <RegisterPage />],
    ['/forget', <ForgetPage />],
    ['/reset-password', <ResetPasswordPage />],
    ['/register-binding', <RegisterBindingPage />],
];

/** The open pages as the user app runs them, signed out (its authProvider signs in), the demo backend answering through msw. */
export const renderOpenPage = (path: string) => {
    const services = testServices('user');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return {
        services,
        ...render(
            <MemoryRouter initialEntries={[path]}>
                <AdminContext
                    authProvider={createAuthProvider(services)}
                    dataProvider={createUserDataProvider(services.http)}
                    i18nProvider={i18nProvider}
                    store={memoryStore()}
                    queryClient={queryClient}
                >
                    <Routes>
                        {pages.map(([route, element]) => (
                            <Route key={route} path={route} element={element} />
                        ))}
                        <Route path="*" element={<Landed />} />
                    </Routes>
                    <Where />
                    <Notification />
                </AdminContext>
            </MemoryRouter>,
        ),
    };
};

export const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

export const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
