import Download from '@mui/icons-material/Download';
import Key from '@mui/icons-material/Key';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import type { SslOrder } from '../../../data/sslOrders/api';
import { saveText } from '../../../ui/saveFile';
import { PEM_TYPE, pemFileName, readBrowserKey } from './keyStore';
import { useMutation } from '../../../ui/singleFlight';

/**
 * An issued certificate's files: one PEM with the certificate then its chain, and the private key as a second
 * PEM when it was made in this browser and is still kept here.
 */
export const DownloadPanel = ({ order }: { order: SslOrder }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const provider = useDataProvider<UserDataProvider>();
    const key = order.csrSource === 'browser' ? readBrowserKey(order.id) : undefined;
    const bundle = useMutation({
        mutationFn: () => provider.downloadSsl(order.id),
        onSuccess: ({ certificate, chain }) => {
            saveText(pemFileName(order.domains[0], ''), `${certificate.trim()}\n${chain.trim()}\n`, PEM_TYPE);
            notify('ssl.orders.downloaded', { type: 'success' });
        },
        onError: error => notify(error.message || 'http.failed', { type: 'error' }),
    });
    const keyNote = order.csrSource === 'pasted' ? 'ssl.orders.keyPasted' : key ? 'ssl.orders.keyHere' : 'ssl.orders.keyMissing';
    return (
        <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
                {translate('ssl.orders.download')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" size="small" startIcon={<Download />} disabled={bundle.isPending} onClick={() => bundle.mutate()}>
                    {translate('ssl.orders.downloadBundle')}
                </Button>
                {key ? (
                    <Button variant="outlined" size="small" startIcon={<Key />} onClick={() => saveText(pemFileName(order.domains[0], '.key'), key, PEM_TYPE)}>
                        {translate('ssl.orders.downloadKey')}
                    </Button>
                ) : null}
            </Stack>
            <Alert severity={key || order.csrSource === 'pasted' ? 'info' : 'warning'}>{translate(keyNote)}</Alert>
        </Stack>
    );
};
