import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_STATUS, orderStatusKey } from '../../../data/orders/codes';

const COLOURS: Record<number, ChipProps['color']> = {
    [ORDER_STATUS.pending]: 'warning',
    [ORDER_STATUS.failed]: 'error',
    [ORDER_STATUS.paid]: 'success',
    [ORDER_STATUS.refunding]: 'info',
    [ORDER_STATUS.awaitingRefund]: 'info',
    [ORDER_STATUS.refunded]: 'secondary',
    [ORDER_STATUS.refundCompleted]: 'secondary',
    [ORDER_STATUS.refundFailed]: 'error',
};

/** An order's status as a translated chip, coloured by what it asks of the user (theme colours only). */
export const OrderStatusChip = ({ status }: { status: unknown }) => {
    const translate = useTranslate();
    const color = COLOURS[Number(status)] ?? 'default';
    return (
        <Chip
            size="small"
            color={color}
            variant={color === 'default' ? 'outlined' : 'filled'}
            label={translate(orderStatusKey(status))}
            data-testid="order-status"
            data-status={String(status)}
        />
    );
};
