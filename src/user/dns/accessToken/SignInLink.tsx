import { Box, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../ui/CopyButton';
import { signInLink } from './signInLink';

/** The sign-in link the CDN console uses, with the token as shown (masked until revealed), copyable. */
export const SignInLink = ({ token }: { token: string }) => {
    const translate = useTranslate();
    const link = signInLink(globalThis.location?.origin ?? '', token);
    return (
        <CardContent>
            <Typography variant="subtitle1" component="h3">
                {translate('accessToken.linkTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('accessToken.linkIntro')}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box
                    component="code"
                    data-testid="access-token-link"
                    sx={{ p: 1.5, flex: 1, minWidth: 0, borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.85rem', overflowWrap: 'anywhere' }}
                >
                    {link}
                </Box>
                <CopyButton text={link} label={translate('accessToken.linkCopy')} />
            </Stack>
        </CardContent>
    );
};
