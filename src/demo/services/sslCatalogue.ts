import type { SslGoods } from '../../data/sslOrders/api';

/** The demo's certificate catalogue (app/ssl/goods/list): prices in integer cents for one year, free ones 90 days. */
export const SSL_GOODS: readonly SslGoods[] = [
    { id: 1, brand: 'TrustAsia', type: 'dv', name: 'TrustAsia DV 免费版', price: 0, validityDays: 90, maxDomains: 1, free: true },
    { id: 2, brand: 'Sectigo', type: 'dv', name: 'Sectigo PositiveSSL DV', price: 19_900, validityDays: 365, maxDomains: 1, free: false },
    { id: 3, brand: 'Sectigo', type: 'dvWildcard', name: 'Sectigo PositiveSSL Wildcard', price: 99_900, validityDays: 365, maxDomains: 1, free: false },
    { id: 4, brand: 'GeoTrust', type: 'ov', name: 'GeoTrust TrueBusiness ID OV', price: 289_900, validityDays: 365, maxDomains: 1, free: false },
    { id: 5, brand: 'DigiCert', type: 'ev', name: 'DigiCert Secure Site EV', price: 799_900, validityDays: 365, maxDomains: 1, free: false },
    { id: 6, brand: 'Sectigo', type: 'multi', name: 'Sectigo PositiveSSL Multi-Domain', price: 69_900, validityDays: 365, maxDomains: 5, free: false },
];

export const sslGoodsById = (id: unknown): SslGoods | undefined => SSL_GOODS.find(goods => goods.id === Number(id));
