import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

/**
 * A secret (SMS secretKey, mail authorisation password, certificate key): masked until the person reveals it,
 * never autofilled by the browser's password manager. Multiline secrets (PEM keys) are blurred instead, as a
 * textarea cannot be a password field.
 */
export const SecretInput = ({ multiline, slotProps, ...props }: TextInputProps) => {
    const translate = useTranslate();
    const [shown, setShown] = useState(false);
    const toggle = (
        <InputAdornment position="end">
            <IconButton
                size="small"
                aria-label={translate(shown ? 'common.secret.hide' : 'common.secret.show')}
                aria-pressed={shown}
                onClick={() => setShown(value => !value)}
                // keep the caret in the field
                onMouseDown={event => event.preventDefault()}
                edge="end"
            >
                {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </IconButton>
        </InputAdornment>
    );
    return (
        <TextInput
            {...props}
            multiline={multiline}
            type={multiline || shown ? 'text' : 'password'}
            autoComplete="new-password"
            // the caller's slotProps are kept; the reveal button and the spell-check / autofill opt-outs are added
            slotProps={{
                ...slotProps,
                input: { ...slotProps?.input, endAdornment: toggle },
                htmlInput: { ...slotProps?.htmlInput, spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', 'data-secret': 'true' },
            }}
            sx={[
                multiline && !shown ? { '& textarea': { filter: 'blur(4px)', userSelect: 'none' } } : {},
                ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
            ]}
        />
    );
};
