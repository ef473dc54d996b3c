import { Box, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import { groupSecret } from '../../data/account/totp';
import type { TwoFactorSecret } from '../../data/account/twoFactorApi';
import { CopyButton } from '../CopyButton';

/** The new secret to enrol: its otpauth URI as a QR code, and the key as text in groups of four, copyable. */
export const SecretQr = ({ secret }: { secret: TwoFactorSecret }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={1.5}>
            <Typography variant="body2">{translate('twoFactor.enrol.scan')}</Typography>
            {/* a white quiet zone: a QR code on the dark theme's paper does not scan */}
            <Box sx={{ alignSelf: 'center', p: 1.5, bgcolor: '#fff', borderRadius: 1, lineHeight: 0 }}>
                <QRCodeSVG value={secret.uri} size={168} role="img" aria-label={translate('twoFactor.enrol.qrLabel')} />
            </Box>
            <Typography variant="body2">{translate('twoFactor.enrol.manual')}</Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 0.75 }}>
                <Typography
                    data-testid="totp-secret"
                    sx={{ fontFamily: 'monospace', fontSize: 15, letterSpacing: 0.5, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                    {groupSecret(secret.secret)}
                </Typography>
                <CopyButton text={secret.secret} label={translate('twoFactor.enrol.copySecret')} />
            </Stack>
        </Stack>
    );
};
