import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { offeredChannels, type PayChannel } from '../orders/codes';
import type { webConfigCalls } from '../webConfig/api';
import { WEB_CONFIG_KEY } from '../webConfig/useWebConfig';
import type { PaymentCalls } from './api';
import { nextPollDelay, pollDelay } from './polling';
import { parseServerTime } from './serverTime';

/** react-query keys of the payment calls (the order page and the QR panel share the order's). */
export const paymentKeys = {
    order: (orderId: string) => ['payment', 'order', orderId] as const,
    byTrade: (outTradeNo: string) => ['payment', 'trade', outTradeNo] as const,
    wallet: ['payment', 'wallet'] as const,
    start: (orderId: string, method: number) => ['payment', 'start', orderId, method] as const,
};

type PaymentProvider = DataProvider & PaymentCalls;

/** The payment calls of the provider (the user flavour's). */
export const usePaymentProvider = () => useDataProvider<PaymentProvider>();

/**
 * The order as the payment sees it. With `poll`, it is read again on the schedule of polling.ts until it leaves
 * "pending payment" or expires; the timer stops when the component using it unmounts (react-query).
 */
export const usePayOrder = (orderId: string, { poll = false }: { poll?: boolean } = {}) => {
    const dataProvider = usePaymentProvider();
    return useQuery({
        queryKey: paymentKeys.order(orderId),
        queryFn: () => dataProvider.getPayOrder(orderId),
        enabled: orderId !== '',
        refetchInterval: poll
            ? query => {
                  const order = query.state.data;
                  // a failed read does not end the wait: the next one comes at the slowest pace
                  if (!order) return query.state.error ? pollDelay(Infinity) : false;
                  return nextPollDelay({
                      attempt: Math.max(0, query.state.dataUpdateCount - 1),
                      status: order.status,
                      expireAt: parseServerTime(order.expireTime),
                      now: Date.now(),
                  });
              }
            : false,
        // a background tab keeps asking: the page must turn paid when the user comes back from the phone
        refetchIntervalInBackground: poll,
    });
};

/** The balance and whether a payment password is set. */
export const usePayWallet = (enabled = true) => {
    const dataProvider = usePaymentProvider();
    return useQuery({ queryKey: paymentKeys.wallet, queryFn: () => dataProvider.getPayWallet(), enabled, staleTime: 0 });
};

/**
 * The channels offered now: the balance (unless `balance` is false, as for a recharge) and every online method
 * whose web config switch is on. The web config is read fresh on this screen, so the admin's switches apply.
 */
export const useOfferedChannels = ({ balance = true }: { balance?: boolean } = {}) => {
    const dataProvider = useDataProvider<DataProvider & ReturnType<typeof webConfigCalls>>();
    const query = useQuery({ queryKey: WEB_CONFIG_KEY, queryFn: () => dataProvider.getWebConfig(), staleTime: 0 });
    const channels: PayChannel[] = query.data ? offeredChannels(query.data.list, { balance }) : [];
    return { channels, isPending: query.isPending, error: query.error, refetch: query.refetch };
};
