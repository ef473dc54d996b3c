import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, TextInput, required, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { SecretInput } from '../../../ui/SecretInput';
import { SettingsForm } from '../../../ui/SettingsForm';
import { validateDomain, validatePort } from '../../../validation';
import { toHttpdnsConfig, toHttpdnsForm, type HttpdnsForm } from './configForm';
import { toHttpdnsStatus } from './httpdnsStatus';
import { validateCertificatePem, validatePrivateKeyPem } from './pem';

const HTTPDNS_CONFIG_KEY = ['httpdns', 'config'] as const;

const v = {
    portHttp: [required('httpdnsSettings.validation.portHttpRequired'), validatePort],
    portHttps: [required('httpdnsSettings.validation.portHttpsRequired'), validatePort],
    domain: [required('httpdnsSettings.validation.domainRequired'), validateDomain],
    certCrt: [required('httpdnsSettings.validation.certRequired'), validateCertificatePem],
    certKey: [required('httpdnsSettings.validation.keyRequired'), validatePrivateKeyPem],
};

/** The HTTPS switch: usable only while the service is on. */
const HttpsSwitch = () => {
    const translate = useTranslate();
    const enabled = useWatch<HttpdnsForm, 'enabled'>({ name: 'enabled' });
    return (
        <BooleanInput
            source="https"
            label="httpdnsSettings.service.https"
            disabled={!enabled}
            helperText={enabled ? false : translate('httpdnsSettings.service.httpsHint')}
        />
    );
};

/** The HTTPS port, certificate and key: shown (and required) only while HTTPS is on. */
const HttpsFields = () => {
    const [enabled, https] = useWatch<HttpdnsForm, ['enabled', 'https']>({ name: ['enabled', 'https'] });
    if (!enabled || !https) return null;
    return (
        <>
            <TextInput source="portHttps" label="httpdnsSettings.service.portHttps" validate={v.portHttps} inputMode="numeric" sx={{ maxWidth: 240 }} />
            <TextInput
                source="certCrt"
                label="httpdnsSettings.service.certCrt"
                validate={v.certCrt}
                multiline
                minRows={4}
                maxRows={12}
                helperText="httpdnsSettings.service.certHint"
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
            <SecretInput
                source="certKey"
                label="httpdnsSettings.service.certKey"
                validate={v.certKey}
                multiline
                minRows={4}
                maxRows={12}
                helperText="httpdnsSettings.service.keyHint"
            />
        </>
    );
};

/** Says which status (0 / 1 / 3) the switches will save. */
const StatusLine = () => {
    const translate = useTranslate();
    const [enabled, https] = useWatch<HttpdnsForm, ['enabled', 'https']>({ name: ['enabled', 'https'] });
    const status = toHttpdnsStatus({ enabled: Boolean(enabled), https: Boolean(https) });
    return (
        <Alert severity={status === 0 ? 'warning' : 'info'} sx={{ mb: 2, width: '100%' }}>
            {translate(`httpdnsSettings.service.status.${status}`)}
        </Alert>
    );
};

/** The HTTPDNS service settings: main switch, HTTPS switch, ports, domain and certificate. */
export const ServiceSettings = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    return (
        <SettingsForm<HttpdnsForm>
            title="httpdnsSettings.service.title"
            intro="httpdnsSettings.service.intro"
            pageTitle={false}
            queryKey={HTTPDNS_CONFIG_KEY}
            load={async () => toHttpdnsForm(await dataProvider.getHttpdnsConfig())}
            save={values => dataProvider.saveHttpdnsConfig(toHttpdnsConfig(values))}
        >
            <StatusLine />
            <BooleanInput source="enabled" label="httpdnsSettings.service.enabled" />
            <HttpsSwitch />
            <TextInput source="portHttp" label="httpdnsSettings.service.portHttp" validate={v.portHttp} inputMode="numeric" sx={{ maxWidth: 240 }} />
            <TextInput source="domain" label="httpdnsSettings.service.domain" validate={v.domain} sx={{ maxWidth: 420 }} />
            <HttpsFields />
        </SettingsForm>
    );
};
