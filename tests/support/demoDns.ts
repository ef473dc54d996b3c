import { DEMO_SECOND_USER } from '../../src/demo/accounts';
import { call, loginUser, type Envelope } from './demo';

export interface WireDomain {
    id: number;
    domain: string;
    status: number;
    whoisStatus: number;
    locked: number;
    /** 1 on a domain another account shares with the caller. */
    isShare?: number;
    recordCount: number;
    remarks: string;
    nsRecords: string;
    errorInfo: string;
    consume?: { product: { productName: string; productUnitPrice: number }; consume: { id: number; effectEndTime: string } };
}

export interface WireRecord {
    record_id: number;
    top: string;
    record_type: string;
    value: string;
    ttl: number;
    mx: number;
    weight: number;
    record_line: string;
    record_line_id: number;
    record_line_name: string;
    linetype: number;
    status: number;
    updateTime: string;
    remark: string;
}

export interface ListData<T> {
    list: T[];
    totalCount: number;
}

export const user1 = () => loginUser();
export const user2 = () => loginUser(DEMO_SECOND_USER.account, DEMO_SECOND_USER.password);

export const listDomains = async (token: string, form: Record<string, string | number> = {}) =>
    (await call('app/dns/domain/list', { token, form: { page: 1, limit: 20, ...form } })).data as ListData<WireDomain>;

export const domainNamed = async (token: string, name: string): Promise<WireDomain> => {
    const found = (await listDomains(token, { domain: name, limit: 100 })).list.find(domain => domain.domain === name);
    if (!found) throw new Error(`no domain ${name}`);
    return found;
};

export const listRecords = async (token: string, body: Record<string, unknown>) => {
    const answer = await call('app/dns/record/list', { token, json: { page: 1, limit: 20, ...body } });
    return answer as Envelope & { objData: WireRecord[]; total: number };
};

/** record/set as the console sends it: a form post with `info` as a JSON string (weight, mx, ttl as strings). */
export const setRecord = (token: string, domain: { id: number; domain: string }, info: Record<string, unknown>) =>
    call('app/dns/record/set', {
        token,
        form: { id: domain.id, domain: domain.domain, info: JSON.stringify({ weight: '1', mx: '1', ttl: '600', record_line_id: 1, ...info }) },
    });
