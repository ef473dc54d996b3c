import { Box, MenuItem, TextField } from '@mui/material';
import { InputHelperText, useTranslate } from 'react-admin';
import { fieldsText, type FieldSpec, type FieldsTable } from './fieldTables';
import { useRdataInput } from './useRdataInput';

interface Option {
    value: string;
    label: string;
    /** The other way to write it (the number of a choice written by name). */
    alias?: string;
}

/** A select's options: value and label ("3 · DANE-EE", or the word). */
const optionsOf = ({ choices, byName }: FieldSpec): Option[] => {
    if (!choices) return [];
    if (Array.isArray(choices)) return choices.map(word => ({ value: word, label: word }));
    return Object.entries(choices).map(([number, name]) => ({
        value: byName ? name : number,
        label: `${number} · ${name}`,
        alias: byName ? number : undefined,
    }));
};

/** The options with the one `current` is, and `current` itself added when it is none of them (nothing typed is lost). */
const selectOf = (spec: FieldSpec, current: string) => {
    const options = optionsOf(spec);
    const text = current.trim();
    const chosen = options.find(option => option.value === text || option.alias === text);
    if (chosen || text === '') return { options, selected: chosen?.value ?? '' };
    return { options: [...options, { value: text, label: text }], selected: text };
};

/**
 * A value of a few fields (TLSA, SMIMEA, SSHFP, DS, CAA, NAPTR, URI, CERT) as one field each, described by a FIELDS_TABLES entry:
 * numbers with names and known words as selects, the rest as text. Each problem shows at its field.
 */
export const FieldsEditor = ({ table }: { table: FieldsTable }) => {
    const translate = useTranslate();
    const { fields, change, errorAt, leave, valueError } = useRdataInput(table.family, fieldsText(table));
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, '& > *': { flex: '1 1 160px', minWidth: 0 } }} data-testid="rdata-fields">
            {table.fields.map(spec => {
                const value = fields[spec.name] ?? '';
                const select = spec.choices ? selectOf(spec, value) : undefined;
                const error = errorAt(spec.name);
                const helper = error ?? (spec.hint ? translate(`rdataEditors.fields.${spec.name}Hint`) : undefined);
                return (
                    <TextField
                        key={spec.name}
                        select={!!select}
                        label={translate(`rdataEditors.fields.${spec.name}`)}
                        value={select ? select.selected : value}
                        onChange={event => change({ ...fields, [spec.name]: event.target.value })}
                        onBlur={() => leave(spec.name)}
                        error={!!error}
                        helperText={helper}
                        multiline={spec.wide}
                        sx={spec.wide ? { flexBasis: '100%' } : undefined}
                    >
                        {select
                            ? select.options.map(option => (
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
