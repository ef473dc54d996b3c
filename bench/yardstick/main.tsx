// The yardstick: the smallest react-admin app that does what the console's list pages do (bench/run.mjs compares
// the two side by side). One resource, the admin recursive segments, listed in a DataTable and edited in a form,
// react-admin's default login page, English through ra-i18n-polyglot; it talks to the same backend as the console
// in the bench (bench/server.mjs) with the same token header.
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, Edit, HttpError, List, Resource, SimpleForm, TextInput, type AuthProvider, type DataProvider, type RaRecord } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/** Where the yardstick keeps its token; the bench writes it before a signed-in visit. */
export const TOKEN_KEY = 'yardstick.token';
const API = '/antsxdp/';
const SEGMENTS = 'sys/dns/recursive/GetDnsRecursive/detail';
const SAVE = 'sys/dns/recursive/saveDnsRecursive/detail';

interface Envelope {
    code: number | string;
    msg?: string;
    token?: string;
    data?: { list?: Segment[]; totalCount?: number };
}

interface Segment extends RaRecord {
    sourceIpS: number;
    sourceIpE: number;
    remark: string;
    createTime: string;
}

const call = async (path: string, body: object): Promise<Envelope> => {
    const response = await fetch(`${API}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', token: localStorage.getItem(TOKEN_KEY) ?? '' },
        body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Envelope;
    const code = Number(answer.code);
    if (code !== 0 && code !== 1) throw new HttpError(answer.msg ?? 'error', code === 401 ? 401 : response.status, answer);
    return answer;
};

const listSegments = async (page: number, limit: number) => {
    const answer = await call(SEGMENTS, { mode: 2, page, limit, remark: '' });
    return { data: answer.data?.list ?? [], total: answer.data?.totalCount ?? 0 };
};

const authProvider: AuthProvider = {
    login: async ({ username, password }: { username: string; password: string }) => {
        const answer = await call('sys/login', { username, password });
        if (!answer.token) throw new Error(answer.msg ?? 'sign-in failed');
        localStorage.setItem(TOKEN_KEY, answer.token);
    },
    logout: async () => localStorage.removeItem(TOKEN_KEY),
    checkAuth: async () => {
        if (!localStorage.getItem(TOKEN_KEY)) throw new Error('signed out');
    },
    checkError: async (error: { status?: number }) => {
        if (error.status === 401) throw new Error('signed out');
    },
    getPermissions: async () => 'admin',
};

const notSupported = () => Promise.reject(new Error('not supported'));

const dataProvider: DataProvider = {
    getList: async (_resource, { pagination }) => {
        const { data, total } = await listSegments(pagination?.page ?? 1, pagination?.perPage ?? 10);
        return { data, total } as never;
    },
    getOne: async (_resource, { id }) => {
        const { data } = await listSegments(1, 1000);
        const found = data.find(segment => String(segment.id) === String(id));
        if (!found) throw new HttpError('not found', 404);
        return { data: found } as never;
    },
    getMany: async (_resource, { ids }) => {
        const { data } = await listSegments(1, 1000);
        return { data: data.filter(segment => ids.map(String).includes(String(segment.id))) } as never;
    },
    getManyReference: notSupported,
    update: async (_resource, { id, data }) => {
        const segment = data as Segment;
        await call(SAVE, { mode: 2, id, sourceIpS: segment.sourceIpS, sourceIpE: segment.sourceIpE, remark: segment.remark });
        return { data: { ...segment, id } } as never;
    },
    updateMany: notSupported,
    create: notSupported,
    delete: notSupported,
    deleteMany: notSupported,
};

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

const SegmentList = () => (
    <List>
        <DataTable>
            <DataTable.Col source="id" />
            <DataTable.Col source="remark" />
            <DataTable.NumberCol source="sourceIpS" />
            <DataTable.NumberCol source="sourceIpE" />
            <DataTable.Col source="createTime" />
        </DataTable>
    </List>
);

const SegmentEdit = () => (
    <Edit>
        <SimpleForm>
            <TextInput source="remark" />
        </SimpleForm>
    </Edit>
);

createRoot(document.getElementById('root') as HTMLElement).render(
    <Admin authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} requireAuth>
        <Resource name="segments" list={SegmentList} edit={SegmentEdit} />
    </Admin>,
);
