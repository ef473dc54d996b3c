import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminContext, ListContextProvider, memoryStore, Notification, useList, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../../../i18n/provider';
import type { DnsRecord } from '../../../../data/records/api';
import type { ApplyChunk } from '../../../../data/changeSets/api';
import { RecordEditorDialog } from './RecordEditorDialog';
import { RecordPageProvider, useRecordPageActions } from './RecordPageContext';
import { RecordsToolbar } from './RecordsToolbar';
import { useDefaultTtl } from './useDefaultTtl';

export const ZONE = { domain_id: 7, domain: 'example.com' };

/** A record as the table lists it: www A 192.0.2.1, TTL 600, on the default line, unless told. */
export const listedRecord = (id: number, fields: Partial<DnsRecord> = {}): DnsRecord => ({
    id,
    record_id: id,
    top: 'www',
    record_type: 'A',
    value: '192.0.2.1',
    ttl: 600,
    status: 1,
    record_line_id: '1',
    record_line_name: '默认',
    linetype: 1,
    ...fields,
});

/** The chunks the apply call was sent. */
export const appliedChunks = (dataProvider: ReturnType<typeof renderEditor>['dataProvider']): ApplyChunk[] =>
    dataProvider.applyChangeChunk.mock.calls.map(([chunk]) => chunk as ApplyChunk);

/** A button per row that opens it in the editor, as the row's edit button does. */
const EditButtons = ({ rows }: { rows: DnsRecord[] }) => {
    const { edit } = useRecordPageActions();
    return rows.map(row => (
        <button key={row.id} onClick={() => edit(row)}>
            edit {row.top}
        </button>
    ));
};

const Page = ({ rows }: { rows: DnsRecord[] }) => {
    const list = useList<DnsRecord>({ data: rows, resource: 'record' });
    // as RecordList wires it: a new record starts at the zone's default TTL
    const defaultTtl = useDefaultTtl(ZONE.domain_id);
    return (
        <ListContextProvider value={list}>
            <RecordsToolbar />
            <EditButtons rows={rows} />
            <RecordEditorDialog defaultTtl={defaultTtl} />
        </ListContextProvider>
    );
};

type ApplyAnswer = { changeSetId: number; list: { index: number; code: number; msg: string; record_id: number }[] };

interface EditorOptions {
    /** The records of the page on screen. */
    rows?: DnsRecord[];
    /** The zone's records the list call searches (`top` a substring, `record_type` exact). */
    zone?: DnsRecord[];
    /** The change-set apply call: applies every operation by default. */
    apply?: (chunk: ApplyChunk) => Promise<ApplyAnswer>;
    /** The zone's default TTL its settings answer (600 unless told). */
    defaultTtl?: number;
}

/**
 * The record editor over the table's toolbar, as the page wires it: a data provider whose calls are spies (no
 * backend), the real translations, the zone example.com (id 7).
 */
export const renderEditor = ({ rows = [], zone = [], apply, defaultTtl = 600 }: EditorOptions = {}) => {
    const applyAll = async ({ ops }: ApplyChunk): Promise<ApplyAnswer> => ({
        changeSetId: 31,
        list: ops.map((op, index) => ({ index, code: 1, msg: '', record_id: op.op === 'add' ? 100 : op.before.record_id })),
    });
    const dataProvider = {
        getList: vi.fn(
            async (
                _resource: string,
                { pagination, filter }: { pagination: { page: number; perPage: number }; filter: { top?: string; record_type?: string } },
            ) => {
                const matching = zone.filter(
                    row => row.top.toLowerCase().includes((filter.top ?? '').toLowerCase()) && (!filter.record_type || row.record_type === filter.record_type),
                );
                const { page, perPage } = pagination;
                return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
            },
        ),
        applyChangeChunk: vi.fn(apply ?? applyAll),
        create: vi.fn(async (_resource, params) => ({ data: { ...params.data, id: 100 } })),
        update: vi.fn(async (_resource, params) => ({ data: { ...params.data, id: params.id } })),
        getOne: vi.fn(async () => ({ data: { id: 1 } })),
        getMany: vi.fn(async () => ({ data: [] })),
        getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
        updateMany: vi.fn(async () => ({ data: [] })),
        delete: vi.fn(async () => ({ data: { id: 1 } })),
        deleteMany: vi.fn(async () => ({ data: [] })),
        getDomainSettings: vi.fn(async () => ({ confDefaultTtl: defaultTtl, confCnameAccelerate: false, confRecursiveStatus: false, confSeoStatus: false })),
    } as unknown as DataProvider & {
        [name in 'create' | 'update' | 'getList' | 'applyChangeChunk' | 'getDomainSettings']: ReturnType<typeof vi.fn>;
    };
    const view = render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <RecordPageProvider zone={ZONE} readOnly={null} toggleStatus={() => {}}>
                    <Page rows={rows} />
                </RecordPageProvider>
                <Notification />
            </AdminContext>
        </MemoryRouter>,
    );
    return { ...view, dataProvider };
};
