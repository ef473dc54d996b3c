import { SelectInput, TextInput } from 'react-admin';
import { requiredText } from '../../../validation/requiredText';
import { useWatch } from 'react-hook-form';
import {
    SMS_PROVIDER_FIELDS,
    SMS_PROVIDERS,
    SMS_REQUIRED,
    SMS_SECRET_FIELDS,
    validateHttpUrl,
    type SmsCredentialField,
    type SmsProvider,
} from '../../../validation/sms';
import { StoredSecretInput } from '../StoredSecretInput';

const P = 'systemSettings.sms';

const providerChoices = SMS_PROVIDERS.map(id => ({ id, name: `${P}.providers.${id}` }));

const wide = { width: '100%', maxWidth: 480 };

const rulesOf = (field: SmsCredentialField) =>
    field === 'api_addr' ? [requiredText(SMS_REQUIRED[field]), validateHttpUrl] : [requiredText(SMS_REQUIRED[field])];
const RULES = Object.fromEntries(Object.keys(SMS_REQUIRED).map(field => [field, rulesOf(field as SmsCredentialField)]));

/** The provider select and the fields the chosen provider asks for (cloud key pair, or the SMS-bao account). */
export const SmsCredentials = () => {
    const type = useWatch({ name: 'type' }) as SmsProvider | undefined;
    const fields = SMS_PROVIDER_FIELDS[type ?? 'tencent'] ?? [];
    return (
        <>
            <SelectInput source="type" label={`${P}.type`} choices={providerChoices} validate={RULES.type} sx={wide} />
            {fields.map(field =>
                SMS_SECRET_FIELDS.includes(field) ? (
                    <StoredSecretInput key={field} source={field} label={`${P}.${field}`} requiredMessage={SMS_REQUIRED[field]} sx={wide} />
                ) : (
                    <TextInput
                        key={field}
                        source={field}
                        label={`${P}.${field}`}
                        validate={RULES[field]}
                        helperText={field === 'api_addr' ? `${P}.api_addrHelp` : undefined}
                        type={field === 'api_addr' ? 'url' : 'text'}
                        sx={wide}
                    />
                ),
            )}
        </>
    );
};
