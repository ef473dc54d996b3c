import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { LoadError } from '../../../ui/PageStates';
import { USER_INFO_KEY } from '../../../data/account/useUserInfo';

/** How often the page asks whether the QR was scanned. */
const WECHAT_POLL_MS = 2000;

const wechatKeys = {
    qr: ['account', 'wechatQr'] as const,
    state: (ticket: string) => ['account', 'wechatState', ticket] as const,
};

/**
 * Binds the messaging app: shows the QR of app/account/bind/wechat/qrcode_v2 and polls its state every 2 s
 * (react-query's refetchInterval: it stops when the dialog closes) until it is bound, then closes with the
 * user info refreshed; an expired QR offers a new one.
 */
export const WechatDialog = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const qr = useQuery({ queryKey: wechatKeys.qr, queryFn: () => dataProvider.getWechatQr(), staleTime: Infinity, gcTime: 0, retry: false });
    const ticket = qr.data?.ticket;
    const state = useQuery({
        queryKey: wechatKeys.state(ticket ?? ''),
        queryFn: () => dataProvider.getWechatBindState(ticket ?? ''),
        enabled: ticket !== undefined,
        gcTime: 0,
        refetchInterval: query => (query.state.data === 'bound' || query.state.data === 'expired' ? false : WECHAT_POLL_MS),
    });
    const finished = useRef(false);
    useEffect(() => {
        if (state.data !== 'bound' || finished.current) return;
        finished.current = true;
        notify('accountInfo.wechat.done', { type: 'success' });
        void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }).then(onClose);
    }, [state.data, notify, queryClient, onClose]);

    const expired = state.data === 'expired';
    return (
        <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="wechat-dialog" aria-labelledby="wechat-dialog-title">
            <DialogTitle id="wechat-dialog-title">{translate('accountInfo.wechat.bind')}</DialogTitle>
            <DialogContent>
                {qr.isPending ? (
                    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                        <CircularProgress size={32} />
                    </Box>
                ) : qr.error ? (
                    <LoadError error={qr.error} onRetry={() => void qr.refetch()} />
                ) : (
                    <Stack spacing={2} sx={{ alignItems: 'center', py: 1 }}>
                        <Box
                            sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, lineHeight: 0, opacity: expired ? 0.15 : 1 }}
                            data-testid="wechat-qr"
                            data-ticket={ticket}
                        >
                            <QRCodeSVG value={qr.data.qrUrl} size={184} />
                        </Box>
                        {expired ? (
                            <Alert
                                severity="warning"
                                action={
                                    <Button color="inherit" size="small" onClick={() => void qr.refetch()}>
                                        {translate('accountInfo.wechat.refresh')}
                                    </Button>
                                }
                            >
                                {translate('accountInfo.wechat.expired')}
                            </Alert>
                        ) : (
                            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} role="status">
                                {translate('accountInfo.wechat.scan')}
                            </Typography>
                        )}
                        {state.error ? <Alert severity="error">{translate(state.error.message || 'http.failed', { _: state.error.message })}</Alert> : null}
                    </Stack>
                )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
