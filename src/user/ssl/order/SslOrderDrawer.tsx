import Close from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { PageLoading, LoadError } from '../../../ui/PageStates';
import type { SslOrder } from '../../../data/sslOrders/api';
import { SslOrderDetail } from './SslOrderDetail';

/** The detail of one certificate order, read fresh (app/ssl/order/info), beside the list. */
export const SslOrderDrawer = ({ id, onClose }: { id: number | undefined; onClose: () => void }) => {
    const translate = useTranslate();
    const { data, error, isPending, refetch } = useGetOne<SslOrder>('sslOrder', { id: id ?? 0 }, { enabled: id !== undefined });
    return (
        <Drawer anchor="right" open={id !== undefined} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}>
            <Box sx={{ p: 2 }} role="region" aria-label={translate('ssl.orders.detailTitle', { id: id ?? '' })}>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                    <Typography variant="h6" component="h2">
                        {translate('ssl.orders.detailTitle', { id: id ?? '' })}
                    </Typography>
                    <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
                        <Close />
                    </IconButton>
                </Stack>
                {isPending ? <PageLoading /> : error || !data ? <LoadError error={error} onRetry={() => void refetch()} /> : <SslOrderDetail order={data} />}
            </Box>
        </Drawer>
    );
};
