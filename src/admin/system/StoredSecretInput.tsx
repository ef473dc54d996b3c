import { useMemo } from 'react';
import { required, type TextInputProps, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SecretInput } from '../../ui/SecretInput';

/**
 * A secret the server already holds is never shown back: the input loads empty, says "已设置，留空则不修改", and
 * is required (with its own message) only when nothing is stored. The form's `storedSecrets.<source>` says which.
 */
export const StoredSecretInput = ({ requiredMessage, validate, helperText, ...props }: TextInputProps & { requiredMessage: string }) => {
    const stored = useWatch({ name: `storedSecrets.${props.source}` }) === true;
    const rules = useMemo<Validator[]>(() => {
        const extra = validate ? (Array.isArray(validate) ? validate : [validate]) : [];
        return stored ? extra : [required(requiredMessage), ...extra];
    }, [requiredMessage, stored, validate]);
    return <SecretInput {...props} validate={rules} helperText={stored ? 'systemSettings.storedSecret' : helperText} />;
};
