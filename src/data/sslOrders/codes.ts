/**
 * The SSL certificate code tables (designed: SPEC section 2 names the screens, not the codes). Labels are
 * translation keys: `ssl.status.<code>`, `ssl.productType.<type>`, `ssl.method.<method>`.
 */

/** A certificate order's state. 4 and 5 are what time does to an issued certificate (the server answers them). */
export const SSL_STATUS = {
    toPay: 0,
    pendingValidation: 1,
    validating: 2,
    issued: 3,
    expiringSoon: 4,
    expired: 5,
    failed: 6,
    cancelled: 7,
    refunded: 8,
} as const;
export type SslStatus = (typeof SSL_STATUS)[keyof typeof SSL_STATUS];
export const SSL_STATUS_CODES: readonly SslStatus[] = Object.values(SSL_STATUS);

/** An issued certificate reads "expiring soon" this many days before it ends. */
export const EXPIRING_SOON_DAYS = 30;

/** The statuses with a certificate to download. */
export const hasCertificate = (status: unknown): boolean =>
    ([SSL_STATUS.issued, SSL_STATUS.expiringSoon, SSL_STATUS.expired] as readonly number[]).includes(Number(status));

/** The statuses waiting for the domain validation ("check validation now" is offered). */
export const awaitsValidation = (status: unknown): boolean =>
    ([SSL_STATUS.pendingValidation, SSL_STATUS.validating] as readonly number[]).includes(Number(status));

/** The chip colour of a status. */
export const statusTone = (status: unknown): 'default' | 'success' | 'warning' | 'error' | 'info' => {
    switch (Number(status)) {
        case SSL_STATUS.issued:
            return 'success';
        case SSL_STATUS.expiringSoon:
        case SSL_STATUS.toPay:
            return 'warning';
        case SSL_STATUS.failed:
        case SSL_STATUS.expired:
            return 'error';
        case SSL_STATUS.pendingValidation:
        case SSL_STATUS.validating:
            return 'info';
        default:
            return 'default';
    }
};

/** Product types: DV single domain, DV wildcard, OV, EV, multi-domain (SAN). */
export const SSL_PRODUCT_TYPES = ['dv', 'dvWildcard', 'ov', 'ev', 'multi'] as const;
export type SslProductType = (typeof SSL_PRODUCT_TYPES)[number];

/** OV and EV certificates name the company: the company profile is required for them. */
export const needsCompany = (type: SslProductType): boolean => type === 'ov' || type === 'ev';

/** Validation methods: a DNS TXT record, or a file served over HTTP. */
export const SSL_METHODS = ['dns', 'file'] as const;
export type SslMethod = (typeof SSL_METHODS)[number];

/** Key algorithms the browser can generate. */
export const KEY_ALGORITHMS = ['RSA2048', 'P256'] as const;
export type KeyAlgorithm = (typeof KEY_ALGORITHMS)[number];

/** The order list tabs (/ssl/order/{paid|free}). */
export const SSL_ORDER_TABS = ['paid', 'free'] as const;
export type SslOrderTab = (typeof SSL_ORDER_TABS)[number];
export const sslTabOf = (segment: string | undefined): SslOrderTab => (segment === 'free' ? 'free' : 'paid');
