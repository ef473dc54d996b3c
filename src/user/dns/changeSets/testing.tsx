import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../../i18n/provider';

export { recordContent as content, zoneRecord } from '../../../../tests/support/zoneRecords';

/** Renders UI of this folder inside react-admin's context, with a data provider of the test's making. */
export const renderWithAdmin = (ui: ReactNode, dataProvider: Partial<DataProvider> & Record<string, unknown> = {}) =>
    render(
        <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            {ui}
        </AdminContext>,
    );
