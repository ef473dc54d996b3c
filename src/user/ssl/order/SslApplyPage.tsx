import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import { Button, Card, Chip, Stack, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, PageLoading, LoadError } from '../../../ui/PageStates';
import type { SslGoods, SslOrder } from '../../../data/sslOrders/api';
import { SslOrderDetail } from './SslOrderDetail';
import { ApplyForm } from './ApplyForm';
import { useSslGoods } from '../goods/useSslGoods';
import { userPaths } from '../../paths';

const ToGoods = ({ title }: { title: string }) => {
    const translate = useTranslate();
    return (
        <EmptyState
            icon={<VerifiedUser />}
            title={translate(title)}
            action={
                <Button variant="contained" component={Link} to={userPaths.sslGoods()}>
                    {translate('ssl.apply.toGoods')}
                </Button>
            }
        />
    );
};

const ProductHeader = ({ goods }: { goods: SslGoods }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" spacing={1} sx={{ px: 2, pt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {goods.name}
            </Typography>
            <Chip size="small" variant="outlined" color="primary" label={translate(`ssl.productType.${goods.type}`)} />
        </Stack>
    );
};

/** ?goodsId=: the application for that product. */
const ApplyForGoods = ({ goodsId }: { goodsId: number }) => {
    const goods = useSslGoods();
    if (goods.isPending) return <PageLoading />;
    if (goods.isError) return <LoadError error={goods.error} onRetry={() => void goods.refetch()} />;
    const chosen = goods.data.find(item => item.id === goodsId);
    if (!chosen) return <ToGoods title="ssl.apply.productMissing" />;
    return (
        <>
            <ProductHeader goods={chosen} />
            <ApplyForm goods={chosen} />
        </>
    );
};

/** ?orderId=: a submitted (free or unfinished) application: its validation, payment or download. */
const SubmittedOrder = ({ id }: { id: number }) => {
    const { data, error, isPending, refetch } = useGetOne<SslOrder>('sslOrder', { id });
    if (isPending) return <PageLoading />;
    if (error || !data) return <LoadError error={error} onRetry={() => void refetch()} />;
    return (
        <Stack sx={{ p: 2 }}>
            <SslOrderDetail order={data} />
        </Stack>
    );
};

/** /ssl/order/apply?goodsId= (a new application) or ?orderId= (one already submitted). */
export const SslApplyPage = () => {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const goodsId = Number(params.get('goodsId'));
    const orderId = Number(params.get('orderId'));
    return (
        <Card variant="outlined" sx={{ mt: 2 }}>
            <Title title={translate('ssl.apply.title')} />
            <Typography variant="h6" component="h1" sx={{ px: 2, pt: 2 }}>
                {translate('ssl.apply.title')}
            </Typography>
            {orderId > 0 ? <SubmittedOrder id={orderId} /> : goodsId > 0 ? <ApplyForGoods goodsId={goodsId} /> : <ToGoods title="ssl.apply.chooseProduct" />}
        </Card>
    );
};
