import './forms';
import { addAreaMessages } from '../provider';
import { commerceCn, commerceEn } from '../sections/commerce';
import { ordersCn, ordersEn, ordersResourcesCn, ordersResourcesEn } from '../sections/orders';
import { paymentCn, paymentEn, paymentResourcesCn, paymentResourcesEn } from '../sections/payment';
import { plansCn, plansEn, plansResourcesCn, plansResourcesEn } from '../sections/plans';
import { rechargeCn, rechargeEn, rechargeResourcesCn, rechargeResourcesEn } from '../sections/recharge';
import type { Shape } from '../shape';

/**
 * The messages of the commerce screens (plans, payment, orders, recharge). They ship in those screens' lazy chunks,
 * not with /login: importing this module adds them.
 */
export const commerceAreaEn = {
    commerce: commerceEn,
    plans: plansEn,
    payment: paymentEn,
    orders: ordersEn,
    recharge: rechargeEn,
    resources: { ...plansResourcesEn, ...paymentResourcesEn, ...ordersResourcesEn, ...rechargeResourcesEn },
};

export const commerceAreaCn: Shape<typeof commerceAreaEn> = {
    commerce: commerceCn,
    plans: plansCn,
    payment: paymentCn,
    orders: ordersCn,
    recharge: rechargeCn,
    resources: { ...plansResourcesCn, ...paymentResourcesCn, ...ordersResourcesCn, ...rechargeResourcesCn },
};

addAreaMessages({ en: commerceAreaEn, cn: commerceAreaCn });
