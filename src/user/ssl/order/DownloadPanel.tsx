import Download from '@mui/icons-material/Download';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import type { SslOrder } from '../../../data/sslOrders/api';
import { saveText } from '../../../ui/saveFile';
import { PEM_TYPE, pemFileName } from './pemFile';

/**
 * An issued certificate's files: one PEM with the certificate then its chain. The private key is never here: a
 * key made in the browser was offered once when applying and not kept (data/sslOrders/browserKeys.ts).
 */
export const DownloadPanel = ({ order }: { order: SslOrder }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const provider = useDataProvider<UserDataProvider>();
    const bundle = useMutation({
        mutationFn: () => provider.downloadSsl(order.id),
        onSuccess: ({ certificate, chain }) => {
            saveText(pemFileName(order.domains[0], ''), `${certificate.trim()}\n${chain.trim()}\n`, PEM_TYPE);
            notify('ssl.orders.downloaded', { type: 'success' });
        },
        onError: error => notify(error.message || 'http.failed', { type: 'error' }),
    });
    const keyNote = order.csrSource === 'pasted' ? 'ssl.orders.keyPasted' : 'ssl.orders.keyNotKept';
    return (
        <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
                {translate('ssl.orders.download')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" size="small" startIcon={<Download />} disabled={bundle.isPending} onClick={() => bundle.mutate()}>
                    {translate('ssl.orders.downloadBundle')}
                </Button>
            </Stack>
            <Alert severity="info">{translate(keyNote)}</Alert>
        </Stack>
    );
};
