import type { SslApplication, SslGoods } from '../../../data/sslOrders/api';
import type { KeyAlgorithm, SslMethod } from '../../../data/sslOrders/codes';
import { parseCertDomains } from '../../../data/sslOrders/validation';

/** The apply form's values as the inputs hold them. */
export interface ApplyValues {
    domains: string;
    method: SslMethod;
    csrSource: 'browser' | 'pasted';
    keyAlgorithm: KeyAlgorithm;
    csr: string;
    contactId: number | '';
    companyId: number | '';
}

export const initialApplyValues = (contactId?: number): ApplyValues => ({
    domains: '',
    method: 'dns',
    csrSource: 'browser',
    keyAlgorithm: 'RSA2048',
    csr: '',
    contactId: contactId ?? '',
    companyId: '',
});

/** The apply call's body from the form and the CSR to send (made in the browser, or the pasted one). */
export const toApplication = (goods: SslGoods, values: ApplyValues, csr: string): SslApplication => ({
    goodsId: goods.id,
    domains: parseCertDomains(values.domains),
    method: values.method,
    csr: csr.trim(),
    csrSource: values.csrSource,
    ...(values.csrSource === 'browser' ? { keyAlgorithm: values.keyAlgorithm } : {}),
    contactId: Number(values.contactId),
    ...(values.companyId !== '' && values.companyId !== undefined ? { companyId: Number(values.companyId) } : {}),
});
