import { matchPath } from 'react-router-dom';

/** Where the payment page may be entered from (SPEC section 2, "Payment"): the order, recharge and verification screens. */
const ALIPAY_ENTRY_PATHS: readonly string[] = ['/payment/order/:orderId', '/finance/recharge', '/account/verification'];

/** The payment page's route (placed by the lead inside the layout). */
export const ALIPAY_PATH = '/alipay/:outTradeNo/:totalAmount/:body';

/**
 * May the payment page be entered coming from `fromPath` (a router pathname)? Yes from the order, recharge and
 * verification screens, and from the root path or nowhere at all (a direct load, a reload, a new tab); from
 * any other screen the navigation is cancelled.
 */
export const canEnterAlipay = (fromPath: string | null): boolean => {
    if (fromPath === null || fromPath === '' || fromPath === '/') return true;
    return ALIPAY_ENTRY_PATHS.some(path => matchPath({ path, end: true }, fromPath) !== null);
};
