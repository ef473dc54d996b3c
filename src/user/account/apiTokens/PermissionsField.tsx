import { FormControl, FormHelperText, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { areaLevels, TOKEN_AREA_NAMES, type TokenLevel, type TokenPermissions } from '../../../data/apiTokens/scopes';

/** One level picker per area of the scope table (none, read, read and write where the area has writes). */
export const PermissionsField = ({ value, onChange, errors }: { value: TokenPermissions; onChange(next: TokenPermissions): void; errors?: string[] }) => {
    const translate = useTranslate();
    return (
        <FormControl component="fieldset" error={!!errors} data-testid="token-permissions">
            <FormLabel component="legend" sx={{ mb: 1 }}>
                {translate('apiTokens.form.permissions')}
            </FormLabel>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
                {TOKEN_AREA_NAMES.map(area => (
                    <TextField
                        key={area}
                        select
                        size="small"
                        label={translate(`apiTokens.areas.${area}`)}
                        value={value[area] ?? 'none'}
                        sx={{ width: 150 }}
                        onChange={event => {
                            const { [area]: _old, ...rest } = value;
                            const level = event.target.value as TokenLevel | 'none';
                            onChange(level === 'none' ? rest : { ...rest, [area]: level });
                        }}
                    >
                        <MenuItem value="none">{translate('apiTokens.levels.none')}</MenuItem>
                        {areaLevels(area).map(level => (
                            <MenuItem key={level} value={level}>
                                {translate(`apiTokens.levels.${level}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                ))}
            </Stack>
            {errors ? <FormHelperText>{errors.join(' ')}</FormHelperText> : null}
        </FormControl>
    );
};
