import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import type { Order } from '../../../data/orders/api';
import { Confirm } from '../../../ui/singleFlight';
import { useProductName } from '../../../ui/productName';

/** Deletes an unpaid order after a confirmation (app/pay/order/delete); the server's refusal is shown as is. */
export const DeleteOrderButton = ({ order, onDeleted }: { order: Order; onDeleted?: () => void }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const notify = useNotify();
    const [open, setOpen] = useState(false);
    const [remove, { isPending }] = useDelete<Order>();
    const confirm = () =>
        remove(
            'order',
            { id: order.id, previousData: order },
            {
                mutationMode: 'pessimistic',
                returnPromise: true,
                onSuccess: () => {
                    setOpen(false);
                    notify('common.done.deleted', { type: 'success' });
                    onDeleted?.();
                },
                onError: error => {
                    setOpen(false);
                    notify((error as Error).message || 'http.failed', { type: 'error' });
                },
            },
        );
    return (
        <>
            <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => setOpen(true)} data-action="delete">
                {translate('orders.actions.delete')}
            </Button>
            <Confirm
                isOpen={open}
                loading={isPending}
                title="orders.delete.title"
                content="orders.delete.content"
                translateOptions={{ orderId: order.orderId, goods: productName(order.productInfo) }}
                confirmColor="warning"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
