import * as v from 'valibot';
import {
    bool,
    list,
    nested,
    num,
    numberId,
    oneOf,
    optionalNum,
    optionalText,
    readAnswer,
    readList,
    reader,
    row,
    text,
    textList,
    type RecordSchema,
} from '../../dataProvider/answers';
import { defineApi, searchText, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';
import { KEY_ALGORITHMS, SSL_METHODS, SSL_PRODUCT_TYPES, type KeyAlgorithm, type SslMethod, type SslOrderTab, type SslProductType } from './codes';

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
    /** SSL_STATUS; another the server names is shown as it is. */
    status: number;
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

// How the answers are read (dataProvider/answers.ts).
const productType = oneOf(SSL_PRODUCT_TYPES, 'dv');

const sslOrderRecord: RecordSchema<SslOrder> = v.pipe(
    row({
        id: numberId,
        orderId: optionalText,
        goodsId: num,
        productName: text,
        brand: text,
        type: productType,
        free: bool,
        domains: textList,
        method: oneOf(SSL_METHODS, 'dns'),
        status: num,
        price: num,
        createTime: text,
        issueTime: optionalText,
        notBefore: optionalText,
        notAfter: optionalText,
        csrSource: oneOf<SslOrder['csrSource']>(['browser', 'pasted'], 'pasted'),
        keyAlgorithm: oneOf<KeyAlgorithm | ''>([...KEY_ALGORITHMS, ''], ''),
        contactId: num,
        companyId: optionalNum,
        validations: list(row({ domain: text, fqdn: text, value: text, filePath: text, fileUrl: text })),
        failReason: optionalText,
    }),
    v.transform(({ keyAlgorithm, ...order }) => ({ ...order, keyAlgorithm: keyAlgorithm || undefined })),
);

/** A product holds one name unless it says more. */
const goodsRecord: RecordSchema<SslGoods> = v.pipe(
    row({ id: numberId, brand: text, type: productType, name: text, price: num, validityDays: num, maxDomains: num, free: bool }),
    v.transform(goods => ({ ...goods, maxDomains: goods.maxDomains || 1 })),
);

/** An application the server took: read as far as its answer gives (a key made in the browser is offered whatever it holds). */
const applied: RecordSchema<SslApplied> = nested({ sslOrderId: num, orderId: optionalText });
const checked = nested({ status: num, passed: bool });
const certificate: RecordSchema<SslCertificate> = row({ certificate: text, chain: text });
const profileRecords: { [K in ProfileKind]: RecordSchema<SslProfile<K>> } = {
    contact: row({ id: numberId, name: text, mobile: text, email: text, jobTitle: text }),
    company: row({ id: numberId, name: text, regNumber: text, address: text, phone: text }),
};
const savedProfile = nested({ id: num });

const PATHS = {
    goods: 'app/ssl/goods/list',
    apply: 'app/ssl/order/apply',
    check: 'app/ssl/order/check',
    download: 'app/ssl/order/download',
} as const;

/** The certificate orders: list and one (both designed). */
export const sslOrdersApi = defineApi<SslOrder>({
    record: sslOrderRecord,
    list: { path: 'app/ssl/order/list', params: sslOrderListBody },
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

export const sslOrderCalls = (http: HttpClient) => ({
    /** GET app/ssl/goods/list (designed) -> data.list: the catalogue. */
    listSslGoods: async (): Promise<SslGoods[]> => readList(goodsRecord, await http.get(PATHS.goods), PATHS.goods).list,
    /** POST app/ssl/order/apply (designed) SslApplication -> data {sslOrderId, orderId? (paid)}. */
    applySsl: async (application: SslApplication): Promise<SslApplied> =>
        readAnswer(applied, (await http.post(PATHS.apply, { ...application })).data, PATHS.apply),
    /** POST app/ssl/order/check (designed) {id} -> data {status, passed}: looks for the validation now. */
    checkSslValidation: async (id: number): Promise<{ status: number; passed: boolean }> =>
        readAnswer(checked, (await http.post(PATHS.check, { id })).data, PATHS.check),
    /** GET app/ssl/order/download?id= (designed) -> data {certificate, chain}: PEM texts of an issued certificate. */
    downloadSsl: async (id: number): Promise<SslCertificate> => reader(certificate, PATHS.download)((await http.get(PATHS.download, { id })).data),
    /** POST app/ssl/{contact|company}/list (designed) {page, limit} -> data.list + data.totalCount. */
    listSslProfiles: async <K extends ProfileKind>(kind: K, page = 1, limit = 100): Promise<{ data: SslProfile<K>[]; total: number }> => {
        const path = `app/ssl/${kind}/list`;
        const { list: data, total } = readList(profileRecords[kind], await http.post(path, { page, limit }), path);
        return { data, total };
    },
    /** POST app/ssl/{contact|company}/save (designed) {id (0 = new), ...fields} -> data {id}. */
    saveSslProfile: async <K extends ProfileKind>(kind: K, profile: SslProfile<K>): Promise<number> => {
        const path = `app/ssl/${kind}/save`;
        return readAnswer(savedProfile, (await http.post(path, { ...profile })).data, path).id;
    },
    /** POST app/ssl/{contact|company}/delete (designed) {ids: "1,2"}. */
    deleteSslProfiles: async (kind: ProfileKind, ids: readonly number[]): Promise<void> => {
        await http.post(`app/ssl/${kind}/delete`, { ids: ids.join(',') });
    },
});
