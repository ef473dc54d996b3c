import Payment from '@mui/icons-material/Payment';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Order } from '../../../data/orders/api';
import { DeleteOrderButton } from './DeleteOrderButton';
import { RefundButton } from './RefundButton';
import { isDeletable, isPayable } from './tabs';
import { userPaths } from '../../paths';

/** What a user may do with an order: pay a pending one, request a refund where the backend allows it, delete an unpaid one. */
export const OrderActions = ({ order, onDeleted }: { order: Order; onDeleted?: () => void }) => {
    const translate = useTranslate();
    if (!isPayable(order.status) && !order.refundable && !isDeletable(order.status)) return null;
    return (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap', justifyContent: 'flex-end' }}>
            {isPayable(order.status) ? (
                <Button size="small" variant="contained" startIcon={<Payment />} component={Link} to={userPaths.paymentOrder(order.orderId)}>
                    {translate('orders.actions.pay')}
                </Button>
            ) : null}
            {order.refundable ? <RefundButton order={order} /> : null}
            {isDeletable(order.status) ? <DeleteOrderButton order={order} onDeleted={onDeleted} /> : null}
        </Box>
    );
};
