import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { createUserDataProvider } from '../../dataProvider';
import { getDemoDb } from '../../../demo/db';
import { issueToken } from '../../../demo/http';
import { i18nProvider } from '../../../i18n/provider';
import { LineInput } from './LineInput';
import type { LineValue } from '../../../data/lines/lineValue';
import { testServices } from '../../../../tests/support/services';
import { Form } from '../../../ui/singleFlight';

/** The form's line value as JSON, for assertions. */
const Value = () => {
    const line = useWatch({ name: 'line' }) as unknown;
    return <output data-testid="value">{JSON.stringify(line ?? null)}</output>;
};

/**
 * A LineInput in a react-admin form, as the user app runs it: the real user dataProvider over the real HTTP
 * client, msw answering (the demo backend plus a test's overrides), signed in as the first demo user.
 */
export const renderLineInput = ({ line, clearable }: { line?: Partial<LineValue>; clearable?: boolean } = {}) => {
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', 1));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
        <MemoryRouter>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                <Form defaultValues={{ line }}>
                    <LineInput source="line" domainId={7} clearable={clearable} />
                    <Value />
                </Form>
            </AdminContext>
        </MemoryRouter>,
    );
};
