import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatYuan } from '../../format/money';
import { ORDER_STATUS, orderStatusKey } from '../../data/orders/codes';
import type { PayOrder } from '../../data/payments/api';
import { newOrderLink, successLinks } from './links';
import { userPaths } from '../paths';
import { useProductName } from '../../ui/productName';

interface PaymentResultProps {
    order: Pick<PayOrder, 'status' | 'goodsType' | 'buyPayable' | 'productInfo'>;
    /** Offered after a failed payment (the order can still be paid): back to the method choice. */
    onPayAgain?: () => void;
    /** Shown as expired although the server has not said so yet (the client gave up waiting past the expiry). */
    expired?: boolean;
}

const Panel = ({ icon, title, body, children }: { icon: ReactNode; title: string; body: string; children: ReactNode }) => (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }} data-testid="payment-result" role="status">
        <Box sx={{ '& svg': { fontSize: 64 } }}>{icon}</Box>
        <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
            {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
            {body}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
            {children}
        </Stack>
    </Box>
);

/** The end of a payment: success with links to what was bought, or why it failed and what to do next. */
export const PaymentResult = ({ order, onPayAgain, expired }: PaymentResultProps) => {
    const translate = useTranslate();
    const productName = useProductName();
    const status = expired ? ORDER_STATUS.expired : Number(order.status);
    const linkButton = ({ label, to }: { label: string; to: string }, primary: boolean) => (
        <Button key={to} component={Link} to={to} variant={primary ? 'contained' : 'outlined'}>
            {translate(label)}
        </Button>
    );

    if (status === ORDER_STATUS.paid) {
        return (
            <Panel
                icon={<CheckCircleOutlined color="success" />}
                title={translate('payment.result.successTitle')}
                body={translate('payment.result.successBody', { amount: formatYuan(order.buyPayable), goods: productName(order.productInfo) })}
            >
                {successLinks(order.goodsType).map((link, index) => linkButton(link, index === 0))}
            </Panel>
        );
    }
    if (status === ORDER_STATUS.failed) {
        return (
            <Panel icon={<ErrorOutlined color="error" />} title={translate('payment.result.failedTitle')} body={translate('payment.result.failedBody')}>
                {onPayAgain ? (
                    <Button variant="contained" onClick={onPayAgain}>
                        {translate('payment.result.payAgain')}
                    </Button>
                ) : null}
                {onPayAgain ? null : linkButton(newOrderLink(order.goodsType), true)}
                {linkButton({ label: 'payment.result.orders', to: userPaths.financeOrders('paid') }, false)}
            </Panel>
        );
    }
    if (status === ORDER_STATUS.expired || status === ORDER_STATUS.closed) {
        const which = status === ORDER_STATUS.expired ? 'expired' : 'closed';
        return (
            <Panel icon={<ErrorOutlined color="warning" />} title={translate(`payment.result.${which}Title`)} body={translate(`payment.result.${which}Body`)}>
                {linkButton(newOrderLink(order.goodsType), true)}
                {linkButton({ label: 'payment.result.orders', to: userPaths.financeOrders('paid') }, false)}
            </Panel>
        );
    }
    // refunding, refunded...: nothing to pay
    return (
        <Panel
            icon={<InfoOutlined color="info" />}
            title={translate('payment.result.otherTitle', { status: translate(orderStatusKey(status)) })}
            body={translate('payment.result.otherBody')}
        >
            {linkButton({ label: 'payment.result.orders', to: userPaths.financeOrders('paid') }, true)}
        </Panel>
    );
};
