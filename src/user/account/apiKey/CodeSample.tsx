import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../ui/CopyButton';

/** A call to copy (the API key's and a token's curl example): wrapped anywhere, on a tinted block, with a copy button. */
export const CodeSample = ({ text, testId }: { text: string; testId: string }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Box
                component="pre"
                data-testid={testId}
                sx={{
                    m: 0,
                    p: 1.5,
                    flex: 1,
                    minWidth: 0,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    fontSize: '0.85rem',
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                }}
            >
                {text}
            </Box>
            <CopyButton text={text} label={translate('apiKey.exampleCopy')} />
        </Stack>
    );
};
