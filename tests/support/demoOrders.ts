import type { DemoOrder } from '../../src/demo/commerce/types';
import { getDemoDb } from '../../src/demo/db';
import { formatDateTime } from '../../src/demo/time';
import { GOODS_TYPE, ORDER_STATUS } from '../../src/data/orders/codes';

let sequence = 0;

/**
 * A pending order in the demo database, created now and payable for two hours: by default the first demo user's
 * value-added service of 12.00 (the HTTPDNS package). `fields` override any of it.
 */
export const addDemoOrder = (fields: Partial<DemoOrder> = {}): DemoOrder => {
    const db = getDemoDb();
    const now = Date.now();
    const order: DemoOrder = {
        id: Math.max(0, ...db.orders.map(row => row.id)) + 1,
        orderId: `88${now}${++sequence}`,
        userId: 1,
        goodsType: GOODS_TYPE.vas,
        productInfo: 'HTTPDNS 100万次解析包 × 1',
        buySum: 1,
        buyPayable: 1200,
        orderExtra: JSON.stringify({ productId: 5, productName: 'HTTPDNS 100万次解析包', productUnitPrice: 1200, unit: '1p', duration: 1 }),
        status: ORDER_STATUS.pending,
        createTime: formatDateTime(new Date(now)),
        expireTime: formatDateTime(new Date(now + 2 * 3600_000)),
        ...fields,
    };
    db.orders.push(order);
    return order;
};
