import { Box, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { AutocompleteInput, BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { GTM_CHECKS, GTM_TYPES } from '../../../data/gtmTasks/api';
import { GTM_DEFAULT_PORTS, GTM_FREQUENCIES, GTM_LIMITS } from '../../../data/gtmTasks/rules';

const TYPE_CHOICES = GTM_TYPES.map(type => ({ id: type, name: type }));
const CHECK_CHOICES = GTM_CHECKS.map(check => ({ id: check, name: check === 'PING' ? 'gtm.checks.PING' : check }));
const FREQUENCY_CHOICES = GTM_FREQUENCIES.map(seconds => ({ id: seconds, name: `gtm.frequencies.s${seconds}` }));

const Section = ({ title }: { title: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ mt: 2, mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
                {translate(title)}
            </Typography>
            <Divider />
        </Box>
    );
};

/** When the check type changes, a port still at the old type's default follows to the new one's. */
const PortDefaults = () => {
    const { getValues, setValue } = useFormContext();
    const checkType = useWatch({ name: 'checkType' }) as string;
    const previous = useRef(checkType);
    useEffect(() => {
        const before = previous.current;
        previous.current = checkType;
        if (before === checkType) return;
        const port: unknown = getValues('port');
        if (port === '' || Number(port) === GTM_DEFAULT_PORTS[before])
            setValue('port', checkType === 'PING' ? '' : GTM_DEFAULT_PORTS[checkType], { shouldDirty: true });
    }, [checkType, getValues, setValue]);
    return null;
};

const row = { direction: { xs: 'column', sm: 'row' }, spacing: { xs: 0, sm: 2 } } as const;

/** The rule's fields: the record, the two pools, the health check and switching. Judged by gtmTaskProblems. */
export const RuleFields = ({ domains }: { domains: ReadonlyArray<{ id: number; domain: string }> }) => {
    const translate = useTranslate();
    const type = useWatch({ name: 'type' }) as string;
    const checkType = useWatch({ name: 'checkType' }) as string;
    const switchBack = useWatch({ name: 'switchBack' }) as boolean;
    const poolHelp = type === 'CNAME' ? 'gtm.rule.poolHelpCname' : translate('gtm.rule.poolHelp', { max: GTM_LIMITS.poolSize });
    return (
        <>
            <PortDefaults />
            <Section title="gtm.rule.recordSection" />
            <Stack {...row}>
                <AutocompleteInput
                    source="domainId"
                    label="gtm.rule.domain"
                    choices={[...domains]}
                    optionText="domain"
                    sx={{ minWidth: 240, flex: 2 }}
                    helperText={false}
                />
                <TextInput source="host" label="gtm.rule.host" helperText="gtm.rule.hostHelp" sx={{ flex: 1 }} />
                <SelectInput source="type" label="gtm.rule.type" choices={TYPE_CHOICES} sx={{ flex: 1 }} helperText={false} />
            </Stack>
            <Section title="gtm.rule.poolsSection" />
            <Stack {...row}>
                <TextInput source="primaryText" label="gtm.rule.primary" helperText={poolHelp} multiline minRows={3} sx={{ flex: 1 }} />
                <TextInput source="backupText" label="gtm.rule.backup" helperText={poolHelp} multiline minRows={3} sx={{ flex: 1 }} />
            </Stack>
            <Section title="gtm.rule.checkSection" />
            <Stack {...row}>
                <SelectInput source="checkType" label="gtm.rule.checkType" choices={CHECK_CHOICES} sx={{ flex: 1 }} helperText={false} />
                {checkType !== 'PING' ? <NumberInput source="port" label="gtm.rule.port" step={1} sx={{ flex: 1 }} helperText={false} /> : null}
                {checkType === 'HTTP' || checkType === 'HTTPS' ? (
                    <TextInput source="path" label="gtm.rule.path" helperText="gtm.rule.pathHelp" sx={{ flex: 2 }} />
                ) : null}
            </Stack>
            <Stack {...row}>
                <SelectInput source="frequency" label="gtm.rule.frequency" choices={FREQUENCY_CHOICES} sx={{ flex: 1 }} helperText={false} />
                <NumberInput
                    source="failures"
                    label="gtm.rule.failures"
                    step={1}
                    min={GTM_LIMITS.failures.min}
                    max={GTM_LIMITS.failures.max}
                    sx={{ flex: 1 }}
                    helperText={false}
                />
            </Stack>
            <Stack {...row} sx={{ alignItems: { sm: 'center' } }}>
                <BooleanInput source="switchBack" label="gtm.rule.switchBack" helperText={false} sx={{ flex: 1 }} />
                {switchBack ? (
                    <NumberInput
                        source="recoveries"
                        label="gtm.rule.recoveries"
                        step={1}
                        min={GTM_LIMITS.recoveries.min}
                        max={GTM_LIMITS.recoveries.max}
                        sx={{ flex: 1 }}
                        helperText={false}
                    />
                ) : null}
            </Stack>
            <BooleanInput source="enabled" label="gtm.rule.enabled" helperText={false} />
        </>
    );
};
