import { defineApi, listResult, searchText, type ListRequest } from '../../dataProvider/defineApi';
import type { Envelope, HttpClient, Params } from '../../http/client';
import type { KeyAlgorithm, SslMethod, SslOrderTab, SslProductType, SslStatus } from './codes';

/**
 * SSL certificates (docs/services-api.md "SSL"). Every call is designed (the backend's notes name none): paths
 * under app/ssl/, lists {page, limit} answered as data.list + data.totalCount, failures {code, msg}.
 */

// ---- goods --------------------------------------------------------------------------------------------------

/** A product of the catalogue. Prices are integer cents; free products cost 0 and last 90 days. */
export interface SslGoods {
    id: number;
    brand: string;
    type: SslProductType;
    name: string;
    /** Integer cents for the validity below. */
    price: number;
    validityDays: number;
    /** How many names one certificate may hold (1 unless multi-domain). */
    maxDomains: number;
    free: boolean;
}

// ---- orders -------------------------------------------------------------------------------------------------

/** What to publish to prove control of one domain: a TXT record (fqdn, value) or a file (path, content = value). */
export interface SslValidation {
    domain: string;
    fqdn: string;
    value: string;
    filePath: string;
    fileUrl: string;
}

/** A certificate order as app/ssl/order/list and app/ssl/order/info answer it (id = the certificate order id). */
export interface SslOrder {
    id: number;
    /** The payment order number (paid products), for /payment/order/<orderId>. */
    orderId?: string;
    goodsId: number;
    productName: string;
    brand: string;
    type: SslProductType;
    free: boolean;
    /** The common name first, then the other names. */
    domains: string[];
    method: SslMethod;
    status: SslStatus;
    /** Integer cents paid (0 for free ones). */
    price: number;
    createTime: string;
    issueTime?: string;
    notBefore?: string;
    notAfter?: string;
    /** 'browser': the key pair was made in the user's browser; 'pasted': the user's own CSR. */
    csrSource: 'browser' | 'pasted';
    keyAlgorithm?: KeyAlgorithm;
    contactId: number;
    companyId?: number;
    validations: SslValidation[];
    failReason?: string;
}

interface SslOrderFilter {
    type?: SslOrderTab;
    status?: string | number;
    domain?: string;
}

/** Body of POST app/ssl/order/list (designed): {type: paid|free, status?, domain?, page, limit}. */
export const sslOrderListBody = ({ page, perPage, filter }: ListRequest): Params => {
    const { type, status, domain } = filter as SslOrderFilter;
    return {
        page,
        limit: perPage,
        type: type === 'free' ? 'free' : 'paid',
        ...(searchText(status) !== undefined ? { status: Number(status) } : {}),
        ...(searchText(domain) ? { domain: searchText(domain) } : {}),
    };
};

/** The certificate orders: list and one (both designed). */
export const sslOrdersApi = defineApi<SslOrder>({
    list: { path: 'app/ssl/order/list', params: sslOrderListBody, result: listResult },
    one: { path: 'app/ssl/order/info', method: 'GET', params: id => ({ id }) },
});

/** Body of POST app/ssl/order/apply (designed). csr is a PEM certificate request (built in the browser or pasted). */
export interface SslApplication {
    goodsId: number;
    domains: string[];
    method: SslMethod;
    csr: string;
    csrSource: 'browser' | 'pasted';
    keyAlgorithm?: KeyAlgorithm;
    contactId: number;
    companyId?: number;
}

/** Answer of apply: the certificate order id, and the payment order number when the product is paid. */
export interface SslApplied {
    sslOrderId: number;
    orderId?: string;
}

interface SslCertificate {
    certificate: string;
    chain: string;
}

// ---- profiles -----------------------------------------------------------------------------------------------

interface SslContact {
    id: number;
    name: string;
    mobile: string;
    email: string;
    jobTitle: string;
}

interface SslCompany {
    id: number;
    name: string;
    regNumber: string;
    address: string;
    phone: string;
}

export type ProfileKind = 'contact' | 'company';
export type SslProfile<K extends ProfileKind> = K extends 'contact' ? SslContact : SslCompany;

const dataOf = <T>(json: Envelope): T => (json.data ?? {}) as T;

export const sslOrderCalls = (http: HttpClient) => ({
    /** GET app/ssl/goods/list (designed) -> data.list: the catalogue. */
    listSslGoods: async (): Promise<SslGoods[]> => listResult<SslGoods>(await http.get('app/ssl/goods/list')).data,
    /** POST app/ssl/order/apply (designed) SslApplication -> data {sslOrderId, orderId? (paid)}. */
    applySsl: async (application: SslApplication): Promise<SslApplied> => dataOf<SslApplied>(await http.post('app/ssl/order/apply', { ...application })),
    /** POST app/ssl/order/check (designed) {id} -> data {status, passed}: looks for the validation now. */
    checkSslValidation: async (id: number): Promise<{ status: SslStatus; passed: boolean }> =>
        dataOf<{ status: SslStatus; passed: boolean }>(await http.post('app/ssl/order/check', { id })),
    /** GET app/ssl/order/download?id= (designed) -> data {certificate, chain}: PEM texts of an issued certificate. */
    downloadSsl: async (id: number): Promise<SslCertificate> => dataOf<SslCertificate>(await http.get('app/ssl/order/download', { id })),
    /** POST app/ssl/{contact|company}/list (designed) {page, limit} -> data.list + data.totalCount. */
    listSslProfiles: async <K extends ProfileKind>(kind: K, page = 1, limit = 100): Promise<{ data: SslProfile<K>[]; total: number }> =>
        listResult<SslProfile<K>>(await http.post(`app/ssl/${kind}/list`, { page, limit })),
    /** POST app/ssl/{contact|company}/save (designed) {id (0 = new), ...fields} -> data {id}. */
    saveSslProfile: async <K extends ProfileKind>(kind: K, profile: SslProfile<K>): Promise<number> =>
        Number(dataOf<{ id: number }>(await http.post(`app/ssl/${kind}/save`, { ...profile })).id),
    /** POST app/ssl/{contact|company}/delete (designed) {ids: "1,2"}. */
    deleteSslProfiles: async (kind: ProfileKind, ids: readonly number[]): Promise<void> => {
        await http.post(`app/ssl/${kind}/delete`, { ids: ids.join(',') });
    },
});
