import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminContext, ListContextProvider, memoryStore, Notification, useList, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../../../i18n/provider';
import type { DnsRecord } from '../../../../data/records/api';
import { RecordEditorDialog } from './RecordEditorDialog';
import { RecordPageProvider } from './RecordPageContext';
import { RecordsToolbar } from './RecordsToolbar';
import { useDefaultTtl } from './useDefaultTtl';

export const ZONE = { domain_id: 7, domain: 'example.com' };

const Page = ({ rows }: { rows: DnsRecord[] }) => {
    const list = useList<DnsRecord>({ data: rows, resource: 'record' });
    // as RecordList wires it: a new record starts at the zone's default TTL
    const defaultTtl = useDefaultTtl(ZONE.domain_id);
    return (
        <ListContextProvider value={list}>
            <RecordsToolbar />
            <RecordEditorDialog defaultTtl={defaultTtl} />
        </ListContextProvider>
    );
};

interface EditorOptions {
    /** The records of the page on screen. */
    rows?: DnsRecord[];
    /** What the list call answers (the same host's records). */
    sameHost?: DnsRecord[];
    /** The create call: resolves by default. */
    create?: DataProvider['create'];
    /** The zone's default TTL its settings answer (600 unless told). */
    defaultTtl?: number;
}

/**
 * The record editor over the table's toolbar, as the page wires it: a data provider whose calls are spies (no
 * backend), the real translations, the zone example.com (id 7).
 */
export const renderEditor = ({ rows = [], sameHost = [], create, defaultTtl = 600 }: EditorOptions = {}) => {
    const dataProvider = {
        getList: vi.fn(async () => ({ data: sameHost, total: sameHost.length })),
        create: vi.fn(create ?? (async (_resource, params) => ({ data: { ...params.data, id: 100 } }))),
        update: vi.fn(async (_resource, params) => ({ data: { ...params.data, id: params.id } })),
        getOne: vi.fn(async () => ({ data: { id: 1 } })),
        getMany: vi.fn(async () => ({ data: [] })),
        getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
        updateMany: vi.fn(async () => ({ data: [] })),
        delete: vi.fn(async () => ({ data: { id: 1 } })),
        deleteMany: vi.fn(async () => ({ data: [] })),
        getDomainSettings: vi.fn(async () => ({ confDefaultTtl: defaultTtl, confCnameAccelerate: false, confRecursiveStatus: false, confSeoStatus: false })),
    } as unknown as DataProvider & { create: ReturnType<typeof vi.fn>; getList: ReturnType<typeof vi.fn>; getDomainSettings: ReturnType<typeof vi.fn> };
    const view = render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <RecordPageProvider zone={ZONE} locked={false} toggleStatus={() => {}}>
                    <Page rows={rows} />
                </RecordPageProvider>
                <Notification />
            </AdminContext>
        </MemoryRouter>,
    );
    return { ...view, dataProvider };
};
