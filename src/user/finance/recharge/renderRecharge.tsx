import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createUserDataProvider } from '../../dataProvider';
import { RechargePage } from './RechargePage';
import { getDemoDb } from '../../../demo/db';
import { issueToken } from '../../../demo/http';
import { i18nProvider } from '../../../i18n/provider';
import { testServices } from '../../../../tests/support/services';

/** Where a link or a redirect led. */
const Landed = () => {
    const location = useLocation();
    return <div data-testid="landed">{`${location.pathname}${location.search}`}</div>;
};

/** The demo db's channel switch (web config `list` status). */
export const setSwitch = (paramKey: string, status: 0 | 1) => {
    const record = getDemoDb().sysConfigs.find(config => config.paramKey === paramKey);
    if (!record) throw new Error(`no ${paramKey} in the seed`);
    record.status = status;
};

/** Every payment channel switch of the seed. */
export const CHANNEL_KEYS = ['WXPAY_CONFIG_KEY', 'ALIPAY_CONFIG_KEY', 'ALLINPAY_PAY_CONF', 'STRIPE_PAY_CONF', 'TOKEN_PAY_CONF', 'CCCYUN_PAY_CONF'] as const;

/**
 * The recharge screen as the user app runs it: the real user dataProvider over the real HTTP client, the demo
 * backend answering through msw (setupDemoServer), signed in as the first demo user.
 */
export const renderRecharge = (path = '/finance/recharge') => {
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', 1));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                <Routes>
                    <Route path="/finance/recharge" element={<RechargePage />} />
                    <Route path="*" element={<Landed />} />
                </Routes>
                <Notification />
            </AdminContext>
        </MemoryRouter>,
    );
};
