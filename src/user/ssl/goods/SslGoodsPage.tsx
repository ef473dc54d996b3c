import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState, PageLoading, LoadError } from '../../../ui/PageStates';
import { formatYuan } from '../../../format/money';
import type { SslGoods } from '../../../data/sslOrders/api';
import { useSslGoods } from './useSslGoods';
import { userPaths } from '../../paths';

const GoodsCard = ({ goods }: { goods: SslGoods }) => {
    const translate = useTranslate();
    return (
        <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }} data-testid={`ssl-goods-${goods.id}`}>
            <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
                    <Chip size="small" color="primary" variant="outlined" label={translate(`ssl.productType.${goods.type}`)} />
                    <Typography variant="caption" color="text.secondary">
                        {goods.brand}
                    </Typography>
                </Stack>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {goods.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40 }}>
                    {translate(`ssl.productHint.${goods.type}`)}
                </Typography>
                <Typography variant="h5" component="p" sx={{ mt: 1.5, color: goods.free ? 'success.main' : 'error.main' }}>
                    {goods.free ? translate('ssl.goods.free') : formatYuan(goods.price)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {goods.validityDays >= 365 ? translate('ssl.goods.validityYear') : translate('ssl.goods.validity', { days: goods.validityDays })}
                    {' · '}
                    {goods.maxDomains > 1 ? translate('ssl.goods.names', { count: goods.maxDomains }) : translate('ssl.goods.oneName')}
                </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
                <Button variant={goods.free ? 'outlined' : 'contained'} component={Link} to={userPaths.sslApply({ goodsId: goods.id })} fullWidth>
                    {translate(goods.free ? 'ssl.goods.applyFree' : 'ssl.goods.buy')}
                </Button>
            </CardActions>
        </Card>
    );
};

/** /ssl/goods: the certificate catalogue; each product leads to the apply page with it chosen. */
export const SslGoodsPage = () => {
    const translate = useTranslate();
    const goods = useSslGoods();
    return (
        <Box sx={{ mt: 2 }}>
            <Title title={translate('ssl.goods.title')} />
            <Typography variant="h6" component="h1">
                {translate('ssl.goods.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('ssl.goods.intro')}
            </Typography>
            {goods.isPending ? (
                <PageLoading />
            ) : goods.isError ? (
                <LoadError error={goods.error} onRetry={() => void goods.refetch()} />
            ) : goods.data.length === 0 ? (
                <EmptyState icon={<VerifiedUser />} title={translate('ssl.goods.empty')} />
            ) : (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
                    {goods.data.map(item => (
                        <GoodsCard key={item.id} goods={item} />
                    ))}
                </Box>
            )}
        </Box>
    );
};
