import CheckCircle from '@mui/icons-material/CheckCircle';
import DoNotDisturbAlt from '@mui/icons-material/DoNotDisturbAlt';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { CopyButton } from '../../../ui/CopyButton';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { LICENSE_LIMITS, type LicenseInfo } from '../../../data/license/api';
import { daysLeft, expiryState } from './licenseTerms';
import { LimitBar } from './LimitBar';

const P = 'license';

const Field = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
                {translate(label)}
            </Typography>
            <Typography variant="body1" component="div" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
                {children}
            </Typography>
        </Box>
    );
};

const Expiry = ({ license }: { license: LicenseInfo }) => {
    const translate = useTranslate();
    const days = daysLeft(license.expiresAt);
    const state = expiryState(days);
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{license.expiresAt}</span>
            {days === undefined ? null : (
                <Chip
                    size="small"
                    data-testid="license-days-left"
                    color={state === 'ok' ? 'success' : state === 'soon' ? 'warning' : 'error'}
                    variant="outlined"
                    label={state === 'expired' ? translate(`${P}.expired`) : translate(`${P}.daysLeft`, { smart_count: days })}
                />
            )}
        </Stack>
    );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
                    {translate(title)}
                </Typography>
                {children}
            </CardContent>
        </Card>
    );
};

const LicenseView = ({ license }: { license: LicenseInfo }) => {
    const translate = useTranslate();
    const days = daysLeft(license.expiresAt);
    const state = expiryState(days);
    return (
        <Stack spacing={2}>
            {state === 'soon' ? (
                <Alert severity="warning" data-testid="license-warning">
                    {translate(`${P}.expiringSoon`, { smart_count: days ?? 0 })}
                </Alert>
            ) : null}
            {state === 'expired' ? (
                <Alert severity="error" data-testid="license-warning">
                    {translate(`${P}.expiredNotice`)}
                </Alert>
            ) : null}
            <Section title={`${P}.title`}>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
                    <Field label={`${P}.licensee`} testId="license-licensee">
                        {license.licensee}
                    </Field>
                    <Field label={`${P}.edition`}>{translate(`${P}.editions.${license.edition}`, { _: license.edition })}</Field>
                    <Field label={`${P}.serial`}>
                        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                            <Box
                                component="span"
                                data-testid="license-serial"
                                sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' }}
                            >
                                {license.serial}
                            </Box>
                            <CopyButton text={license.serial} />
                        </Stack>
                    </Field>
                    <Field label={`${P}.issued`}>{license.issuedAt}</Field>
                    <Field label={`${P}.expires`}>
                        <Expiry license={license} />
                    </Field>
                </Box>
            </Section>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
                <Section title={`${P}.limits`}>
                    <Stack spacing={2}>
                        {LICENSE_LIMITS.map(name => (
                            <LimitBar key={name} name={name} used={license.usage[name]} limit={license.limits[name]} />
                        ))}
                    </Stack>
                </Section>
                <Section title={`${P}.features`}>
                    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                        {license.features.map(feature => (
                            <Stack
                                key={feature.key}
                                component="li"
                                direction="row"
                                spacing={1}
                                sx={{ alignItems: 'center' }}
                                data-testid={`feature-${feature.key}`}
                            >
                                {feature.enabled ? <CheckCircle fontSize="small" color="success" /> : <DoNotDisturbAlt fontSize="small" color="disabled" />}
                                <Typography variant="body2" sx={{ flex: 1 }}>
                                    {translate(`${P}.feature.${feature.key}`, { _: feature.key })}
                                </Typography>
                                <Typography variant="caption" color={feature.enabled ? 'success.main' : 'text.secondary'}>
                                    {translate(feature.enabled ? `${P}.enabled` : `${P}.disabled`)}
                                </Typography>
                            </Stack>
                        ))}
                    </Stack>
                </Section>
            </Box>
        </Stack>
    );
};

/** The authorization info (/admin/system/license, from the avatar menu): read-only. */
export const LicensePage = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const query = useQuery({ queryKey: ['license'], queryFn: () => dataProvider.getLicense(), retry: 1 });
    return (
        <Box sx={{ my: 2, minWidth: 0 }} data-testid="license-page">
            <Title title={`${P}.title`} />
            {query.data ? (
                <LicenseView license={query.data} />
            ) : query.error ? (
                <LoadError error={query.error} onRetry={() => void query.refetch()} />
            ) : (
                <PageLoading />
            )}
        </Box>
    );
};

export default LicensePage;
