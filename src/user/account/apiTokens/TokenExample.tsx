import { CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiBase, readRuntimeConfig } from '../../../config/runtime';
import { API_KEY_HEADER } from '../../../data/apiKey/api';
import type { ApiToken } from '../../../data/apiTokens/types';
import { absoluteBase } from '../apiKey/apiKeyText';
import { CodeSample } from '../apiKey/CodeSample';
import { tokenCurlExample } from './tokenText';

/**
 * A call with the chosen token, one its scope allows: with the secret when it was just issued on this page,
 * else with the part of it the list shows (the secret is never answered again).
 */
export const TokenExample = ({
    tokens,
    chosen,
    onChoose,
    secrets,
}: {
    tokens: ApiToken[];
    chosen: ApiToken;
    onChoose(id: number): void;
    secrets: ReadonlyMap<number, string>;
}) => {
    const translate = useTranslate();
    const base = absoluteBase(apiBase(readRuntimeConfig()), globalThis.location?.origin ?? '');
    const secret = secrets.get(chosen.id);
    const example = tokenCurlExample(base, chosen, secret ?? `${chosen.prefix}…`);
    return (
        <CardContent>
            <Typography variant="subtitle1" component="h3">
                {translate('apiKey.exampleTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {translate('apiTokens.exampleIntro', { header: API_KEY_HEADER })}
            </Typography>
            <TextField
                select
                size="small"
                label={translate('apiTokens.exampleToken')}
                value={chosen.id}
                onChange={event => onChoose(Number(event.target.value))}
                sx={{ mb: 1.5, minWidth: 220 }}
                helperText={secret ? undefined : translate('apiTokens.exampleSecretHidden')}
            >
                {tokens.map(token => (
                    <MenuItem key={token.id} value={token.id}>
                        {token.name}
                    </MenuItem>
                ))}
            </TextField>
            <CodeSample text={example} testId="token-example" />
        </CardContent>
    );
};
