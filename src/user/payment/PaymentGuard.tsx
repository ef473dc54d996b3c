import { useContext, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { lazyScreen } from '../../console/routing/lazyScreen';
import { canEnterAlipay } from './alipayEntry';
import { LocationTrailContext } from '../../console/routing/guards/locationTrail';

/**
 * The payment guard of SPEC section 2: the payment page opens only when the navigation comes from the order,
 * recharge or verification screens, or from nowhere (a direct load). Otherwise the navigation is cancelled:
 * the page is replaced by the location the user came from, so they stay where they were and Back still works.
 * Where the navigation came from is the router's location trail (console/routing/DataRouter.tsx).
 */
export const PaymentGuard = ({ children }: { children: ReactNode }) => {
    const previous = useContext(LocationTrailContext);
    const { key, pathname, search } = useLocation();
    // decided per location: re-renders of the same page keep the answer, whatever the router shows next
    const from = useMemo(() => previous?.({ key, pathname, search }) ?? null, [previous, key, pathname, search]);
    if (!canEnterAlipay(from?.pathname ?? null)) return <Navigate to={`${from!.pathname}${from!.search}${from!.hash}`} replace />;
    return <>{children}</>;
};

// through the user catalog, with the i18n areas it names
const AlipayPage = lazyScreen<object>(() => import('../screens').then(m => m.userScreens.alipay()));

/** The element for /alipay/:outTradeNo/:totalAmount/:body (inside the layout): the guard around the (lazy) payment page. */
export const AlipayRoute = () => (
    <PaymentGuard>
        <AlipayPage />
    </PaymentGuard>
);
