import Payment from '@mui/icons-material/Payment';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatAmount } from './alipayEntry';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }}>
        <Typography color="text.secondary" sx={{ minWidth: 120 }}>
            {label}
        </Typography>
        <Typography sx={{ wordBreak: 'break-all', fontWeight: strong ? 600 : undefined }}>
            {value}
        </Typography>
    </Stack>
);

/** The payment page (placeholder): what is being paid; the payment itself opens here in a later release. */
const AlipayPage = () => {
    const translate = useTranslate();
    const { outTradeNo = '', totalAmount, body = '' } = useParams();
    return (
        <Card sx={{ mt: 2, maxWidth: 720 }}>
            <Title title={translate('guards.alipay.title')} />
            <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
                    <Payment color="primary" />
                    <Typography variant="h5" component="h1">
                        {translate('guards.alipay.title')}
                    </Typography>
                </Stack>
                <Stack spacing={1.5}>
                    <Row label={translate('guards.alipay.outTradeNo')} value={outTradeNo} />
                    <Row label={translate('guards.alipay.body')} value={body} />
                    <Row label={translate('guards.alipay.amount')} value={`¥ ${formatAmount(totalAmount)}`} strong />
                </Stack>
                <Alert severity="info" sx={{ mt: 3 }}>
                    {translate('guards.alipay.note')}
                </Alert>
            </CardContent>
        </Card>
    );
};

export default AlipayPage;
