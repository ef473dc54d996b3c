import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CreatedOrder } from '../../data/plans/api';
import { useRefreshPlans } from './queries';
import { userPaths } from '../paths';
import { useMutation } from '../../ui/singleFlight';

/**
 * Places an order (purchase, renewal, upgrade, service) and goes to its payment page. A refusal shows the
 * server's msg and leaves the form as it was. While the call runs `isPending` disables the button, so one click
 * makes one order.
 */
export const usePlaceOrder = <V>(place: (variables: V) => Promise<CreatedOrder>) => {
    const notify = useNotify();
    const navigate = useNavigate();
    const refresh = useRefreshPlans();
    return useMutation({
        mutationFn: place,
        onSuccess: ({ orderId }) => {
            void refresh();
            navigate(userPaths.paymentOrder(orderId));
        },
        onError: (error: Error) => notify(error?.message || 'http.failed', { type: 'error' }),
    });
};
