import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../ui/CopyButton';
import { RegenerateButton } from '../../ui/RegenerateButton';
import { SecretField } from '../../ui/SecretField';
import type { HttpdnsConfig, HttpdnsKeyKind } from '../../data/httpdnsDomains/api';
import { useResetHttpdnsKey } from './useHttpdnsConfig';

const LABELS = { masked: 'httpdns.config.masked', reveal: 'httpdns.config.reveal', hide: 'httpdns.config.hide', copy: 'httpdns.config.copy' };

const Labelled = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
    <Box data-testid={testId}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {label}
        </Typography>
        {children}
    </Box>
);

/** One key: masked, revealed, copied, regenerated after a confirmation. */
const KeyRow = ({ kind, value, shown, onToggle }: { kind: HttpdnsKeyKind; value: string; shown: boolean; onToggle(): void }) => {
    const translate = useTranslate();
    const reset = useResetHttpdnsKey(kind);
    return (
        <Labelled label={translate(kind === 'secret' ? 'httpdns.config.secretKey' : 'httpdns.config.aesKey')} testId={`httpdns-${kind}-row`}>
            <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <SecretField value={value} shown={shown} onToggle={onToggle} labels={LABELS} testId={`httpdns-${kind}-key`} />
                <RegenerateButton
                    label="httpdns.config.regenerate"
                    confirmTitle={`httpdns.config.regenerateTitle.${kind}`}
                    confirmContent="httpdns.config.regenerateContent"
                    pending={reset.isPending}
                    onConfirm={() => reset.mutateAsync()}
                />
            </Stack>
        </Labelled>
    );
};

/** The account id (copy) and the keys, revealed one at a time. */
export const KeyRows = ({ config, shown, onToggle }: { config: HttpdnsConfig; shown?: HttpdnsKeyKind; onToggle(kind: HttpdnsKeyKind): void }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={2}>
            <Labelled label={translate('httpdns.config.account')}>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Box
                        component="code"
                        data-testid="httpdns-account"
                        sx={{ fontFamily: 'monospace', fontSize: '0.95rem', px: 1.5, py: 0.75, borderRadius: 1, bgcolor: 'action.hover' }}
                    >
                        {config.accountId}
                    </Box>
                    <CopyButton text={config.accountId} label={translate('httpdns.config.copyAccount')} />
                </Stack>
            </Labelled>
            <KeyRow kind="secret" value={config.secretKey} shown={shown === 'secret'} onToggle={() => onToggle('secret')} />
            <KeyRow kind="aes" value={config.aesKey} shown={shown === 'aes'} onToggle={() => onToggle('aes')} />
        </Stack>
    );
};
