import { CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiBase, readRuntimeConfig } from '../../../config/runtime';
import { API_KEY_HEADER } from '../../../data/apiKey/api';
import { absoluteBase, curlExample } from './apiKeyText';
import { CodeSample } from './CodeSample';

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
            <CodeSample text={example} testId="api-example" />
        </CardContent>
    );
};
