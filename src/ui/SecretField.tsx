import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { maskSecret } from '../format/mask';
import { CopyButton } from './CopyButton';

/** The translation keys a secret's field shows: its name while masked, the reveal/hide toggle, the copy button. */
interface SecretFieldLabels {
    masked: string;
    reveal: string;
    hide: string;
    copy: string;
}

/**
 * A read-only secret (API key, access token, service keys), masked until revealed (the caller holds the reveal,
 * so an example using the secret can follow it), with reveal and copy; copying never needs the reveal.
 */
export const SecretField = ({
    value,
    shown,
    onToggle,
    labels,
    testId,
}: {
    value: string;
    shown: boolean;
    onToggle(): void;
    labels: SecretFieldLabels;
    testId?: string;
}) => {
    const translate = useTranslate();
    const toggle = translate(shown ? labels.hide : labels.reveal);
    return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Box
                component="code"
                data-testid={testId}
                data-revealed={shown ? 'true' : 'false'}
                aria-label={shown ? undefined : translate(labels.masked)}
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
                {shown ? value : maskSecret(value)}
            </Box>
            <Tooltip title={toggle}>
                <IconButton size="small" aria-label={toggle} aria-pressed={shown} onClick={onToggle}>
                    {shown ? <VisibilityOff fontSize="inherit" /> : <Visibility fontSize="inherit" />}
                </IconButton>
            </Tooltip>
            <CopyButton text={value} label={translate(labels.copy)} />
        </Stack>
    );
};
