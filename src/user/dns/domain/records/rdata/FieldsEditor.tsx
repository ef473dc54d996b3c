import { Box, MenuItem, TextField } from '@mui/material';
import { InputHelperText, useTranslate } from 'react-admin';
import { fieldsText, type FieldSpec, type FieldsTable } from './fieldTables';
import { useRdataInput } from './useRdataInput';

/** A select's options: value and label ("3 · DANE-EE", or the word), the current value kept when it is none of them. */
const optionsOf = (choices: NonNullable<FieldSpec['choices']>, current: string) => {
    const options = Array.isArray(choices)
        ? choices.map(word => ({ value: word, label: word }))
        : Object.entries(choices).map(([number, name]) => ({ value: number, label: `${number} · ${name}` }));
    return current.trim() === '' || options.some(option => option.value === current.trim())
        ? options
        : [...options, { value: current.trim(), label: current.trim() }];
};

/**
 * A value of a few fields (TLSA, SMIMEA, SSHFP, DS, CAA) as one field each, described by a FIELDS_TABLES entry:
 * numbers with names and known words as selects, the rest as text. Each problem shows at its field.
 */
export const FieldsEditor = ({ table }: { table: FieldsTable }) => {
    const translate = useTranslate();
    const { fields, change, errorAt, leave, valueError } = useRdataInput(table.family, fieldsText(table));
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, '& > *': { flex: '1 1 160px', minWidth: 0 } }} data-testid="rdata-fields">
            {table.fields.map(spec => {
                const value = fields[spec.name] ?? '';
                const error = errorAt(spec.name);
                const helper = error ?? (spec.hint ? translate(`rdataEditors.fields.${spec.name}Hint`) : undefined);
                return (
                    <TextField
                        key={spec.name}
                        select={!!spec.choices}
                        label={translate(`rdataEditors.fields.${spec.name}`)}
                        value={spec.choices ? value.trim() : value}
                        onChange={event => change({ ...fields, [spec.name]: event.target.value })}
                        onBlur={() => leave(spec.name)}
                        error={!!error}
                        helperText={helper}
                        multiline={spec.wide}
                        sx={spec.wide ? { flexBasis: '100%' } : undefined}
                    >
                        {spec.choices
                            ? optionsOf(spec.choices, value).map(option => (
                                  <MenuItem key={option.value} value={option.value}>
                                      {option.label}
                                  </MenuItem>
                              ))
                            : null}
                    </TextField>
                );
            })}
            {valueError ? <InputHelperText error={valueError} /> : null}
        </Box>
    );
};
