import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CAPTCHA_RETRIES } from '../../config/constants';

interface CaptchaImageProps {
    /** The image URL for the current uuid. */
    src: string;
    /** Asks for a new uuid (a click, or a retry after a load error). */
    onRefresh: () => void;
}

const frame = { width: 132, height: 56, flexShrink: 0, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' } as const;

/**
 * The captcha picture: a click loads a new one; a load error retries with a new uuid at most CAPTCHA_RETRIES
 * times (SPEC section 7), then offers a manual retry.
 */
export const CaptchaImage = ({ src, onRefresh }: CaptchaImageProps) => {
    const translate = useTranslate();
    const [failures, setFailures] = useState(0);
    const unavailable = failures > CAPTCHA_RETRIES;

    const onError = () => {
        const next = failures + 1;
        setFailures(next);
        if (next <= CAPTCHA_RETRIES) onRefresh();
    };
    const retry = () => {
        setFailures(0);
        onRefresh();
    };

    if (unavailable) {
        return (
            <ButtonBase onClick={retry} sx={{ ...frame, px: 1, bgcolor: 'action.hover', color: 'text.secondary', gap: 0.5 }}>
                <RefreshIcon fontSize="small" aria-hidden />
                <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
                    {translate('auth.captchaUnavailable')}
                </Typography>
            </ButtonBase>
        );
    }
    return (
        <ButtonBase onClick={retry} title={translate('auth.captchaRefresh')} sx={{ ...frame, bgcolor: '#f3f6fb' }}>
            <Box
                component="img"
                src={src}
                alt={translate('auth.captchaAlt')}
                onLoad={() => setFailures(0)}
                onError={onError}
                sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
            />
        </ButtonBase>
    );
};
