import { Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
    AutocompleteArrayInput,
    BooleanInput,
    NumberInput,
    required,
    SelectInput,
    TextInput,
    useCreate,
    useDataProvider,
    useGetList,
    useNotify,
    useTranslate,
    useUpdate,
} from 'react-admin';
import { DEFAULT_HTTP_PORT, DEFAULT_HTTPS_PORT } from '../../../config/constants';
import type { UserDataProvider } from '../../dataProvider';
import type { MonitorRecord } from '../../../data/monitors/api';
import { defaultPort, monitorProblems, usesHttp, usesPort, validateMails, validateMobiles } from '../../../data/monitors/rules';
import { toMonitorInput } from '../../../data/monitors/api';
import { CHECK_TYPES, DEFAULT_NODES, FREQUENCIES, type Monitor } from '../../../data/monitors/types';
import { nodeLabel } from './nodeLabel';
import { Form, SaveButton } from '../../../ui/singleFlight';
import { isShared, type Domain } from '../../../data/domains/api';
import { DialogCancelButton } from '../../../ui/DialogCancelButton';

export type MonitorDialogState = { mode: 'add' } | { mode: 'edit'; record: MonitorRecord } | null;

const RESOURCE = 'monitor';
const MONITORED_TYPES = ['A', 'AAAA', 'CNAME'];

export const NEW_MONITOR: Partial<Monitor> = {
    checkType: 'HTTP',
    port: 80,
    path: '/',
    expectStatus: 200,
    frequency: 5,
    threshold: 3,
    nodes: [...DEFAULT_NODES],
    notifyMail: false,
    mails: '',
    notifySms: false,
    mobiles: '',
    enabled: true,
};

const DomainRecordInputs = () => {
    const { setValue } = useFormContext<Monitor>();
    const domainId = useWatch<Monitor, 'domainId'>({ name: 'domainId' });
    const domains = useGetList<Domain>('domain', { pagination: { page: 1, perPage: 500 } });
    const domain = domains.data?.find(item => item.id === Number(domainId));
    const records = useGetList<{ id: number; top: string; record_type: string; value: string }>(
        'record',
        { pagination: { page: 1, perPage: 500 }, filter: { domain_id: domain?.id, domain: domain?.domain } },
        { enabled: !!domain },
    );
    const choices = (records.data ?? []).filter(record => MONITORED_TYPES.includes(record.record_type));
    return (
        <>
            <SelectInput
                source="domainId"
                label="monitors.settings.domain"
                choices={(domains.data ?? []).filter(domain => !isShared(domain))}
                optionText="domain"
                validate={required('monitors.errors.domain')}
                isLoading={domains.isPending}
                onChange={() => setValue('recordId', 0)}
                fullWidth
            />
            <SelectInput
                source="recordId"
                label="monitors.settings.record"
                choices={choices.map(record => ({ id: record.id, name: `${record.top}  ${record.record_type}  ${record.value}` }))}
                validate={required('monitors.errors.record')}
                disabled={!domain}
                isLoading={!!domain && records.isPending}
                helperText={!domain ? 'monitors.settings.pickDomain' : records.data && choices.length === 0 ? 'monitors.settings.noRecords' : false}
                fullWidth
            />
        </>
    );
};

/** The port follows the check: 80 for HTTP, 443 for HTTPS when the user has not typed one. */
const CheckInputs = () => {
    const translate = useTranslate();
    const { setValue, getValues } = useFormContext<Monitor>();
    const checkType = useWatch<Monitor, 'checkType'>({ name: 'checkType' });
    useEffect(() => {
        const port = Number(getValues('port'));
        // a port the user typed stays; an empty one, or the other web check's default, follows the check
        if (usesHttp(checkType) && (!port || port === DEFAULT_HTTP_PORT || port === DEFAULT_HTTPS_PORT)) setValue('port', defaultPort(checkType));
    }, [checkType, getValues, setValue]);
    return (
        <>
            <SelectInput
                source="checkType"
                label="monitors.settings.checkType"
                choices={CHECK_TYPES.map(id => ({ id, name: translate(`monitors.checkTypes.${id}`) }))}
                translateChoice={false}
                fullWidth
            />
            {usesPort(checkType) ? <NumberInput source="port" label="monitors.settings.port" fullWidth min={1} /> : null}
            {usesHttp(checkType) ? (
                <>
                    <TextInput source="path" label="monitors.settings.path" helperText="monitors.settings.pathHelp" fullWidth />
                    <NumberInput source="expectStatus" label="monitors.settings.expectStatus" fullWidth />
                </>
            ) : null}
        </>
    );
};

const NotifyInputs = () => {
    const notifyMail = useWatch<Monitor, 'notifyMail'>({ name: 'notifyMail' });
    const notifySms = useWatch<Monitor, 'notifySms'>({ name: 'notifySms' });
    return (
        <>
            <BooleanInput source="notifyMail" label="monitors.settings.notifyMail" helperText={false} />
            {notifyMail ? (
                <TextInput source="mails" label="monitors.settings.mails" helperText="monitors.settings.mailsHelp" validate={validateMails} fullWidth />
            ) : null}
            <BooleanInput source="notifySms" label="monitors.settings.notifySms" helperText={false} />
            {notifySms ? (
                <TextInput source="mobiles" label="monitors.settings.mobiles" helperText="monitors.settings.mobilesHelp" validate={validateMobiles} fullWidth />
            ) : null}
        </>
    );
};

/** Whole-form check with the shared rules: every problem shown at its field. */
const validateMonitor = (values: Partial<Monitor>): Record<string, string> => monitorProblems(toMonitorInput(values)) as Record<string, string>;

/** Adds or edits a monitor. A refused save shows the server's msg and keeps everything typed. */
export const MonitorDialog = ({ state, onClose }: { state: MonitorDialogState; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [create] = useCreate<MonitorRecord>();
    const [update] = useUpdate<MonitorRecord>();
    const nodes = useQuery({ queryKey: ['monitorNodes'], queryFn: () => dataProvider.getMonitorNodes(), enabled: state !== null });
    const editing = state?.mode === 'edit' ? state.record : undefined;

    const save = async (values: Partial<Monitor>) => {
        const data = { ...toMonitorInput(values), id: editing?.id ?? 0 } as MonitorRecord;
        try {
            if (editing) await update(RESOURCE, { id: editing.id, data, previousData: editing }, { mutationMode: 'pessimistic', returnPromise: true });
            else await create(RESOURCE, { data }, { returnPromise: true });
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
            return {};
        }
        notify('monitors.settings.saved', { type: 'success' });
        onClose();
        return undefined;
    };

    const titleId = 'monitor-dialog-title';
    return (
        <Dialog open={state !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            {state ? (
                <Form<Partial<Monitor>>
                    defaultValues={editing ?? NEW_MONITOR}
                    onSubmit={save}
                    validate={validateMonitor}
                    resource={RESOURCE}
                    sanitizeEmptyValues={false}
                >
                    <DialogTitle id={titleId}>{translate(editing ? 'monitors.settings.editTitle' : 'monitors.settings.addTitle')}</DialogTitle>
                    <DialogContent sx={{ pb: 0 }}>
                        <DomainRecordInputs />
                        <CheckInputs />
                        <SelectInput
                            source="frequency"
                            label="monitors.settings.frequency"
                            choices={FREQUENCIES.map(id => ({ id, name: translate('monitors.every', { smart_count: id }) }))}
                            translateChoice={false}
                            fullWidth
                        />
                        <NumberInput source="threshold" label="monitors.settings.threshold" helperText="monitors.settings.thresholdHelp" fullWidth />
                        <AutocompleteArrayInput
                            source="nodes"
                            label="monitors.settings.nodes"
                            helperText="monitors.settings.nodesHelp"
                            choices={(nodes.data ?? DEFAULT_NODES.map(id => ({ id, name: id, custom: false }))).map(node => ({
                                id: node.id,
                                name: nodeLabel(translate, node.id, node.custom ? node.name : undefined),
                            }))}
                            translateChoice={false}
                            fullWidth
                        />
                        <NotifyInputs />
                        <BooleanInput source="enabled" label="monitors.settings.enabled" helperText={false} />
                    </DialogContent>
                    <DialogActions sx={{ px: 3, pb: 2 }}>
                        <DialogCancelButton label="monitors.settings.cancel" onClick={onClose} />
                        <SaveButton label="monitors.settings.save" alwaysEnable />
                    </DialogActions>
                </Form>
            ) : null}
        </Dialog>
    );
};
