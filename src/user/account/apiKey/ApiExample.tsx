import { Box, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../ui/CopyButton';
import { apiBase, readRuntimeConfig } from '../../../config/runtime';
import { API_KEY_HEADER } from '../../../data/apiKey/api';
import { absoluteBase, curlExample } from './apiKeyText';

/** A one-line call with the key (as shown: masked until revealed), against the API this console talks to, copyable. */
export const ApiExample = ({ apiKey }: { apiKey: string }) => {
    const translate = useTranslate();
    const base = absoluteBase(apiBase(readRuntimeConfig()), globalThis.location?.origin ?? '');
    const example = curlExample(base, apiKey);
    return (
        <CardContent>
            <Typography variant="subtitle1" component="h3">
                {translate('apiKey.exampleTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('apiKey.exampleIntro', { header: API_KEY_HEADER })}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Box
                    component="pre"
                    data-testid="api-example"
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
                    {example}
                </Box>
                <CopyButton text={example} label={translate('apiKey.exampleCopy')} />
            </Stack>
        </CardContent>
    );
};
