import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { InputHelperText, required, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MAIL_MESSAGES, presetOf, SMTP_PRESETS, validateSmtpHost } from '../../../validation/mail';

const P = 'systemSettings.mail';
const HOSTS = SMTP_PRESETS.map(preset => preset.host);
const RULES = [required(MAIL_MESSAGES.host), validateSmtpHost];

/**
 * The SMTP host: one of the six presets (SPEC section 9) or typed freely. Picking a preset also suggests its port.
 */
export const SmtpHostInput = () => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const { field, fieldState, isRequired, id } = useInput({ source: 'host', validate: RULES });
    const value = typeof field.value === 'string' ? field.value : '';
    const error = fieldState.invalid ? fieldState.error?.message : undefined;

    return (
        <Autocomplete
            freeSolo
            options={HOSTS}
            inputValue={value}
            value={value}
            // every preset stays listed while the field holds one of them; otherwise list those that match
            filterOptions={(options, { inputValue }) =>
                presetOf(inputValue) || !inputValue.trim() ? options : options.filter(host => host.includes(inputValue.trim().toLowerCase()))
            }
            onInputChange={(_, text, reason) => {
                if (reason === 'input' || reason === 'clear') field.onChange(text);
            }}
            onChange={(_, picked) => {
                const host = typeof picked === 'string' ? picked : '';
                field.onChange(host);
                const preset = presetOf(host);
                if (preset) setValue('port', String(preset.port), { shouldDirty: true, shouldValidate: true });
            }}
            onBlur={field.onBlur}
            renderOption={({ key, ...props }, host) => (
                <Box component="li" key={key} {...props} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    <Typography component="span">{translate(`${P}.presets.${presetOf(host)?.key ?? ''}`, { _: host })}</Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {host}
                    </Typography>
                </Box>
            )}
            sx={{ width: '100%', maxWidth: 480, mb: 1 }}
            renderInput={params => (
                <TextField
                    {...params}
                    id={id}
                    name={field.name}
                    inputRef={field.ref}
                    size="small"
                    label={translate(`${P}.host`)}
                    required={isRequired}
                    error={Boolean(error)}
                    helperText={<InputHelperText error={error} helperText={`${P}.hostHelp`} />}
                />
            )}
        />
    );
};
