import { ORDER_STATUS } from '../../data/orders/codes';
import { EXPIRING_SOON_DAYS, SSL_STATUS, type KeyAlgorithm, type SslMethod, type SslStatus } from '../../data/sslOrders/codes';
import type { SslOrder } from '../../data/sslOrders/api';
import { hostInZone, validationFileUrl, validationFilePath, validationFqdn } from '../../data/sslOrders/txtRecord';
import type { DemoOrder } from '../commerce/types';
import type { DemoDb } from '../model';
import { hashText } from '../prng';
import { daysBefore, formatDateTime, parseDateTime } from '../time';
import { sslGoodsById } from './sslCatalogue';

/** A saved contact or company profile (app/ssl/{contact|company}/*). */
export interface DemoSslContact {
    id: number;
    userId: number;
    name: string;
    mobile: string;
    email: string;
    jobTitle: string;
}

export interface DemoSslCompany {
    id: number;
    userId: number;
    name: string;
    regNumber: string;
    address: string;
    phone: string;
}

/** A certificate order. Stored statuses: toPay, pendingValidation, validating, issued, failed, cancelled, refunded. */
export interface DemoSslOrder {
    id: number;
    userId: number;
    goodsId: number;
    /** The payment order number (paid products). */
    orderId?: string;
    domains: string[];
    method: SslMethod;
    status: SslStatus;
    price: number;
    createTime: string;
    /** Epoch ms validation began (submitted free, or paid): the demo's CA issues VALIDATE_AFTER_MS later. */
    validationFrom?: number;
    issueTime?: string;
    notAfter?: string;
    csrSource: 'browser' | 'pasted';
    keyAlgorithm?: KeyAlgorithm;
    contactId: number;
    companyId?: number;
    failReason?: string;
}

export interface DemoSslState {
    contacts: DemoSslContact[];
    companies: DemoSslCompany[];
    orders: DemoSslOrder[];
}

/** In the demo the CA sees the validation this long after it began, whether or not the record is there. */
export const VALIDATE_AFTER_MS = 10_000;

const DAY_MS = 86_400_000;

export const seedSsl = (at: Date): DemoSslState => {
    const base = { userId: 1, method: 'dns' as const, csrSource: 'pasted' as const, contactId: 1 };
    return {
        contacts: [{ id: 1, userId: 1, name: '张伟', mobile: '13800138000', email: 'zhangwei@example.com', jobTitle: '运维工程师' }],
        companies: [
            { id: 1, userId: 1, name: '示例网络科技有限公司', regNumber: '91110108MA01ABCD2X', address: '北京市海淀区中关村大街 1 号', phone: '010-88886666' },
        ],
        orders: [
            {
                ...base,
                id: 1,
                goodsId: 2,
                domains: ['www.example.com'],
                status: SSL_STATUS.issued,
                price: 19_900,
                createTime: daysBefore(at, 55),
                issueTime: daysBefore(at, 55),
                notAfter: daysBefore(at, 55 - 365),
            },
            {
                ...base,
                id: 2,
                goodsId: 1,
                domains: ['blog.example.com'],
                status: SSL_STATUS.issued,
                price: 0,
                createTime: daysBefore(at, 75),
                issueTime: daysBefore(at, 75),
                notAfter: daysBefore(at, 75 - 90),
            },
        ],
    };
};

/** The validation token of one domain of an order: fixed for the order, so the record to add never changes. */
const tokenOf = (order: DemoSslOrder, domain: string): string =>
    `${(hashText(`ssl:${order.id}:${domain}`) >>> 0).toString(36)}${(hashText(`${order.createTime}:${domain}`) >>> 0).toString(36)}`.padEnd(16, '0');

const validationsOf = (order: DemoSslOrder, free: boolean) =>
    order.domains.map(domain => {
        const value = tokenOf(order, domain);
        return { domain, fqdn: validationFqdn(domain, free), value, filePath: validationFilePath(value), fileUrl: validationFileUrl(domain, value) };
    });

/** Whether every DNS validation record is in the user's hosted zones (db.records, TXT, enabled). */
export const recordsPresent = (db: DemoDb, order: DemoSslOrder): boolean => {
    const free = sslGoodsById(order.goodsId)?.free ?? false;
    const zones = db.domains.filter(domain => domain.userId === order.userId);
    return validationsOf(order, free).every(({ fqdn, value }) =>
        zones.some(zone => {
            const host = hostInZone(fqdn, zone.domain);
            return (
                host !== undefined &&
                db.records.some(record => record.d === zone.id && record.t === 'TXT' && record.h === host && record.v === value && record.s === 1)
            );
        }),
    );
};

export const issue = (order: DemoSslOrder, at: Date): void => {
    const validity = sslGoodsById(order.goodsId)?.validityDays ?? 365;
    order.status = SSL_STATUS.issued;
    order.issueTime = formatDateTime(at);
    order.notAfter = formatDateTime(new Date(at.getTime() + validity * DAY_MS));
};

/** Paid (settle.ts, goods types 20 and 21): the certificate order it pays moves to pending validation. */
export const applySslOrder = (db: DemoDb, order: DemoOrder, now: Date): void => {
    const ssl = db.ssl.orders.find(row => row.orderId === order.orderId);
    if (!ssl || ssl.status !== SSL_STATUS.toPay) return;
    ssl.status = SSL_STATUS.pendingValidation;
    ssl.validationFrom = now.getTime();
};

/** What time has done to the user's certificate orders: unpaid ones whose payment order ended, validations seen. */
export const catchUpSsl = (db: DemoDb, now: Date): void => {
    for (const ssl of db.ssl.orders) {
        const payment = ssl.orderId ? db.orders.find(order => order.orderId === ssl.orderId) : undefined;
        if (ssl.status === SSL_STATUS.toPay && payment && payment.status !== ORDER_STATUS.pending && payment.status !== ORDER_STATUS.paid)
            ssl.status = SSL_STATUS.cancelled;
        if (payment && (payment.status === ORDER_STATUS.refunded || payment.status === ORDER_STATUS.refundCompleted)) ssl.status = SSL_STATUS.refunded;
        const waiting = ssl.status === SSL_STATUS.pendingValidation || ssl.status === SSL_STATUS.validating;
        if (waiting && ssl.validationFrom !== undefined && now.getTime() >= ssl.validationFrom + VALIDATE_AFTER_MS)
            issue(ssl, new Date(ssl.validationFrom + VALIDATE_AFTER_MS));
    }
};

/** The status answered: an issued certificate reads expiring soon within EXPIRING_SOON_DAYS, expired after. */
const statusAt = (order: DemoSslOrder, now: Date): SslStatus => {
    if (order.status !== SSL_STATUS.issued) return order.status;
    const end = parseDateTime(order.notAfter);
    if (now.getTime() >= end) return SSL_STATUS.expired;
    return end - now.getTime() <= EXPIRING_SOON_DAYS * DAY_MS ? SSL_STATUS.expiringSoon : SSL_STATUS.issued;
};

export const toWireSsl = (order: DemoSslOrder, now: Date): SslOrder => {
    const goods = sslGoodsById(order.goodsId);
    const { userId: _userId, validationFrom: _from, ...rest } = order;
    return {
        ...rest,
        productName: goods?.name ?? '',
        brand: goods?.brand ?? '',
        type: goods?.type ?? 'dv',
        free: goods?.free ?? false,
        status: statusAt(order, now),
        notBefore: order.issueTime,
        validations: validationsOf(order, goods?.free ?? false),
    };
};
