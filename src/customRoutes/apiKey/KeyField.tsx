import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../components/CopyButton';
import { maskKey } from './apiKeyText';

/** The key, masked until revealed (the page holds the reveal), with reveal and copy (copying never needs the reveal). */
export const KeyField = ({ apiKey, shown, onToggle }: { apiKey: string; shown: boolean; onToggle(): void }) => {
    const translate = useTranslate();
    const toggle = translate(shown ? 'apiKey.hide' : 'apiKey.reveal');
    return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Box
                component="code"
                data-testid="api-key"
                data-revealed={shown ? 'true' : 'false'}
                aria-label={shown ? undefined : translate('apiKey.masked')}
                sx={{
                    fontFamily: 'monospace',
                    fontSize: '0.95rem',
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    minWidth: 0,
                    overflowWrap: 'anywhere',
                }}
            >
                {shown ? apiKey : maskKey(apiKey)}
            </Box>
            <Tooltip title={toggle}>
                <IconButton size="small" aria-label={toggle} aria-pressed={shown} onClick={onToggle}>
                    {shown ? <VisibilityOff fontSize="inherit" /> : <Visibility fontSize="inherit" />}
                </IconButton>
            </Tooltip>
            <CopyButton text={apiKey} label={translate('apiKey.copy')} />
        </Stack>
    );
};
