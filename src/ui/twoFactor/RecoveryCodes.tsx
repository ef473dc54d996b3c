import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCopyText } from '../CopyButton';
import { saveText } from '../saveFile';

/** The recovery codes, shown once: a grid of codes, download as .txt and copy. */
export const RecoveryCodes = ({ codes, account }: { codes: readonly string[]; account: string }) => {
    const translate = useTranslate();
    const copy = useCopyText();
    const asText = [translate('twoFactor.recovery.fileHeader', { account }), '', ...codes, ''].join('\n');
    return (
        <Stack spacing={1.5}>
            <Alert severity="warning">{translate('twoFactor.recovery.intro')}</Alert>
            <Box
                component="ol"
                data-testid="recovery-codes"
                sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(2, 1fr)',
                    gap: 1,
                    m: 0,
                    p: 1.5,
                    listStyle: 'none',
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                }}
            >
                {codes.map(code => (
                    <Box component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: 15, textAlign: 'center' }}>
                        {code}
                    </Box>
                ))}
            </Box>
            <Stack direction="row" spacing={1}>
                <Button size="small" variant="outlined" startIcon={<Download />} onClick={() => saveText(`recovery-codes-${account}.txt`, asText)}>
                    {translate('twoFactor.recovery.download')}
                </Button>
                <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy(codes.join('\n'))}>
                    {translate('twoFactor.recovery.copy')}
                </Button>
            </Stack>
        </Stack>
    );
};
