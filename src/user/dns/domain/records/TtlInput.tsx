import { useInput, useTranslate, ValidationError, type Validator } from 'react-admin';
import { TtlField } from './TtlField';

/** The TTL of the record editor: presets plus a custom value, bound to the form's `ttl`. */
export const TtlInput = ({
    validate,
    disabled,
    offered,
}: {
    validate: Validator | Validator[];
    disabled?: boolean;
    offered?: (seconds: number) => boolean;
}) => {
    const translate = useTranslate();
    const { field, fieldState } = useInput({ source: 'ttl', validate });
    const error = fieldState.error?.message;
    return (
        <TtlField
            label={translate('records.editor.ttl')}
            value={field.value as number | ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error ? <ValidationError error={error} /> : undefined}
            disabled={disabled}
            offered={offered}
        />
    );
};
