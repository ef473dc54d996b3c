import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../../i18n/provider';
import type { RecordContent, ZoneRecord } from '../../../zone';

/** A record's content for tests: an A record on the default line unless told otherwise. */
export const content = (fields: Partial<RecordContent> = {}): RecordContent => ({
    top: 'www',
    record_type: 'A',
    value: '192.0.2.1',
    ttl: 600,
    mx: 0,
    weight: 1,
    record_line_id: '1',
    record_line_name: '默认',
    status: 1,
    ...fields,
});

export const zoneRecord = (record_id: number, fields: Partial<RecordContent> = {}): ZoneRecord => ({ ...content(fields), record_id });

/** Renders UI of this folder inside react-admin's context, with a data provider of the test's making. */
export const renderWithAdmin = (ui: ReactNode, dataProvider: Partial<DataProvider> & Record<string, unknown> = {}) =>
    render(
        <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            {ui}
        </AdminContext>,
    );
