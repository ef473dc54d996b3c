import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { BooleanInput, NumberInput, Toolbar, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { FormLeaveGuard } from '../../../ui/LeaveGuard';
import { settingsQueryKey, type DomainSettings } from '../../../data/domainSettings/api';
import { RECORD_LIMITS, TTL_PRESETS, checkTtl, ttlPresetLabel } from '../../../validation/records';
import { useDomainParams } from './domainParams';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { SaveButton, SimpleForm } from '../../../ui/singleFlight';
import { DnssecSection } from './dnssec/DnssecSection';
import { NameServersCard } from './NameServersCard';
import { useOwnerAccess } from './useOwnerAccess';

const SWITCHES = [
    { source: 'confCnameAccelerate', help: 'domainPages.setting.cnameHelp' },
    { source: 'confRecursiveStatus', help: 'domainPages.setting.recursiveHelp' },
    { source: 'confSeoStatus', help: 'domainPages.setting.seoHelp' },
] as const;

const TtlPresets = ({ disabled }: { disabled: boolean }) => {
    const translate = useTranslate();
    const { setValue } = useFormContext<DomainSettings>();
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: -1, mb: 2 }}>
            <Typography variant="caption" color="text.secondary">
                {translate('domainPages.setting.ttlPresets')}
            </Typography>
            {TTL_PRESETS.map(ttl => (
                <Chip
                    key={ttl}
                    size="small"
                    variant="outlined"
                    clickable={!disabled}
                    disabled={disabled}
                    label={`${translate(ttlPresetLabel(ttl))} (${ttl})`}
                    onClick={() => setValue('confDefaultTtl', ttl, { shouldDirty: true, shouldValidate: true })}
                />
            ))}
        </Stack>
    );
};

const SettingToolbar = () => (
    <Toolbar>
        <SaveButton label="domainPages.setting.save" />
    </Toolbar>
);

/** The settings as a form; read only (no save) when `closed` says why they cannot be changed. */
const SettingForm = ({ id, settings, closed }: { id: number; settings: DomainSettings; closed: string | null }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();

    const save = async (values: Record<string, unknown>) => {
        // the form holds the settings' own shape (booleans); domainSettings/api.ts sends them as 0/1
        const next: DomainSettings = {
            confDefaultTtl: Number(values.confDefaultTtl),
            confCnameAccelerate: values.confCnameAccelerate === true,
            confRecursiveStatus: values.confRecursiveStatus === true,
            confSeoStatus: values.confSeoStatus === true,
        };
        try {
            await dataProvider.saveDomainSettings(id, next);
        } catch (error) {
            // the server's msg; the form keeps what was typed
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
            return;
        }
        notify('domainPages.setting.saved', { type: 'success' });
        // the form takes the saved values as its record: no longer dirty
        queryClient.setQueryData(settingsQueryKey(id), next);
    };

    return (
        <SimpleForm record={{ id, ...settings }} onSubmit={save} toolbar={closed ? false : <SettingToolbar />} sx={{ maxWidth: 640 }}>
            <NumberInput
                source="confDefaultTtl"
                label="domainPages.setting.confDefaultTtl"
                helperText={translate('domainPages.setting.ttlHelp', RECORD_LIMITS.ttl)}
                // no min/max attributes: the browser's own check would block the submit before ours speaks
                step={1}
                // empty is required()'s to say; the record rules' TTL check (range and message) otherwise
                validate={[required(), checkTtl]}
                disabled={!!closed}
                sx={{ width: { xs: '100%', sm: 280 } }}
            />
            <TtlPresets disabled={!!closed} />
            {SWITCHES.map(({ source, help }) => (
                <BooleanInput key={source} source={source} label={`domainPages.setting.${source}`} helperText={translate(help)} disabled={!!closed} />
            ))}
            <FormLeaveGuard />
        </SimpleForm>
    );
};

/** The setting tab: the name servers, then default TTL and the domain's switches (GET control/attr/info, POST control/attr/save). */
export const SettingPage = () => {
    const translate = useTranslate();
    const { id } = useDomainParams();
    const dataProvider = useDataProvider<UserDataProvider>();
    const query = useQuery({ queryKey: settingsQueryKey(id), queryFn: () => dataProvider.getDomainSettings(id) });
    const closed = useOwnerAccess();
    return (
        <Stack spacing={2}>
            <NameServersCard />
            <Card variant="outlined">
                <CardContent sx={{ pb: 0 }}>
                    <Typography variant="subtitle1" component="h2">
                        {translate('domainPages.setting.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('domainPages.setting.intro')}
                    </Typography>
                    {closed ? (
                        <Alert severity="info" sx={{ mt: 1 }} data-testid="settings-closed">
                            {closed}
                        </Alert>
                    ) : null}
                </CardContent>
                <Box>
                    {query.isPending ? <PageLoading /> : null}
                    {query.error ? (
                        <Box sx={{ px: 2 }}>
                            <LoadError error={query.error} onRetry={() => void query.refetch()} />
                        </Box>
                    ) : null}
                    {query.data ? <SettingForm id={id} settings={query.data} closed={closed} /> : null}
                </Box>
                <DnssecSection closed={!!closed} />
            </Card>
        </Stack>
    );
};
