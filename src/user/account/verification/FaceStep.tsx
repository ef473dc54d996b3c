import Face from '@mui/icons-material/Face';
import { Alert, Box, Button, CircularProgress, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { FACE_METHODS, type FaceMethod, type FaceStart, type RealnameInfo } from '../../../data/verification/api';
import { useFaceStatus, useVerificationProvider } from '../../../data/verification/queries';
import { useMutation } from '../../../ui/singleFlight';

/** The provider's code to scan, polled until the check passes or fails. */
const FaceScan = ({ start, method, onPassed, onRetry }: { start: FaceStart; method: FaceMethod; onPassed: () => void; onRetry: () => void }) => {
    const translate = useTranslate();
    const status = useFaceStatus(start.certifyId);
    const reported = useRef(false);
    useEffect(() => {
        if (status.data !== 'passed' || reported.current) return;
        reported.current = true;
        onPassed();
    }, [status.data, onPassed]);

    if (status.data === 'failed') {
        return (
            <Alert
                severity="error"
                action={
                    <Button color="inherit" size="small" onClick={onRetry}>
                        {translate('verification.face.retry')}
                    </Button>
                }
                data-testid="face-failed"
            >
                {translate('verification.face.failed')}
            </Alert>
        );
    }
    return (
        <Stack spacing={1.5} sx={{ alignItems: 'center', py: 2, textAlign: 'center' }} data-testid="face-scan">
            <Typography variant="subtitle1" component="p">
                {translate('verification.face.scan', { provider: translate(`verification.method.${method}`) })}
            </Typography>
            {/* a code must stay dark on light to scan, whatever the theme */}
            <Box sx={{ p: 1.5, bgcolor: 'common.white', borderRadius: 1, border: 1, borderColor: 'divider', lineHeight: 0 }}>
                <QRCodeSVG value={start.url} size={196} title={translate('verification.face.codeLabel')} data-testid="face-qr" data-url={start.url} />
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }} aria-live="polite">
                <CircularProgress size={14} color="inherit" />
                <Typography variant="body2">{translate('verification.face.waiting')}</Typography>
            </Stack>
            {status.error ? (
                <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
                    {translate(status.error.message, { _: status.error.message })}
                </Alert>
            ) : null}
            <Button variant="text" onClick={onRetry}>
                {translate('verification.face.other')}
            </Button>
        </Stack>
    );
};

/**
 * Step 3: the face check through the messaging app or the wallet (app/product/user/auth, form-encoded): the
 * provider's page is shown as a code to scan, and its result is asked for (app/account/request) until it
 * passes. A check in progress (after a reload) is resumed from the flow's state.
 */
export const FaceStep = ({ info, onPassed }: { info: RealnameInfo; onPassed: () => Promise<void> }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const labelId = useId();
    const dataProvider = useVerificationProvider();
    const [method, setMethod] = useState<FaceMethod>(info.method || 'wechat');
    const [started, setStarted] = useState<FaceStart | null>(info.certifyId && info.url ? { certifyId: info.certifyId, url: info.url } : null);
    const start = useMutation({
        mutationFn: () => dataProvider.startFaceAuth(info.realName, info.idNumber, method),
        onSuccess: setStarted,
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
    });

    return (
        <Stack spacing={2} data-testid="face-step">
            <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {translate('verification.face.heading')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('verification.face.intro')}
                </Typography>
            </Box>
            {started ? (
                <FaceScan key={started.certifyId} start={started} method={method} onPassed={() => void onPassed()} onRetry={() => setStarted(null)} />
            ) : (
                <>
                    <Box>
                        <FormLabel id={labelId}>{translate('verification.face.method')}</FormLabel>
                        <RadioGroup row aria-labelledby={labelId} value={method} onChange={event => setMethod(event.target.value as FaceMethod)}>
                            {FACE_METHODS.map(option => (
                                <FormControlLabel
                                    key={option}
                                    value={option}
                                    control={<Radio />}
                                    label={translate(`verification.method.${option}`)}
                                    disabled={start.isPending}
                                />
                            ))}
                        </RadioGroup>
                    </Box>
                    <Box>
                        <Button
                            variant="contained"
                            disabled={start.isPending}
                            onClick={() => start.mutate()}
                            startIcon={start.isPending ? <CircularProgress size={18} color="inherit" /> : <Face />}
                            data-testid="face-start"
                        >
                            {translate(start.isPending ? 'verification.face.starting' : 'verification.face.start')}
                        </Button>
                    </Box>
                </>
            )}
        </Stack>
    );
};
