import { Box, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
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

/** Consecutive fields of the same group (or one field of none) together, in order. */
const segmentsOf = (fields: readonly FieldSpec[]) =>
    fields.reduce<FieldSpec[][]>((segments, spec) => {
        const last = segments.at(-1);
        if (last && spec.group && last[0].group === spec.group) last.push(spec);
        else segments.push([spec]);
        return segments;
    }, []);

const width = (spec: FieldSpec) => (spec.wide ? { flexBasis: '100%' } : spec.narrow ? { flex: '1 1 64px' } : spec.unit ? { flex: '1 1 200px' } : undefined);

/**
 * A value of a few fields (TLSA, SMIMEA, SSHFP, DS, CAA, NAPTR, URI, CERT, LOC) as one field each, described by a
 * FIELDS_TABLES entry: numbers with names and known words as selects, the rest as text, the parts of one thing (a
 * LOC latitude) in a labelled row. Each problem shows at its field.
 */
export const FieldsEditor = ({ table }: { table: FieldsTable }) => {
    const translate = useTranslate();
    const { fields, change, errorAt, leave, valueError } = useRdataInput(table.family, fieldsText(table));
    const labels = table.labels ?? 'rdataEditors.fields';
    const field = (spec: FieldSpec) => {
        const value = fields[spec.name] ?? '';
        const select = spec.choices ? selectOf(spec, value) : undefined;
        const error = errorAt(spec.name);
        const helper = error ?? (spec.hint ? translate(`${labels}.${spec.name}Hint`) : undefined);
        return (
            <TextField
                key={spec.name}
                select={!!select}
                label={translate(`${labels}.${spec.name}`)}
                value={select ? select.selected : value}
                onChange={event => change({ ...fields, [spec.name]: event.target.value })}
                onBlur={() => leave(spec.name)}
                error={!!error}
                helperText={helper}
                multiline={spec.wide}
                sx={width(spec)}
                slotProps={spec.unit ? { input: { endAdornment: <InputAdornment position="end">{spec.unit}</InputAdornment> } } : undefined}
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
    };
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, '& > *': { flex: '1 1 160px', minWidth: 0 } }} data-testid="rdata-fields">
            {segmentsOf(table.fields).map(segment => {
                const group = segment[0].group;
                if (!group) return field(segment[0]);
                const labelId = `rdata-${group}`;
                return (
                    <Box key={group} role="group" aria-labelledby={labelId} sx={{ flexBasis: '100%' }}>
                        <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                            {translate(`${labels}.${group}`)}
                        </Typography>
                        <Box sx={{ display: 'flex', gap: 1, '& > *': { minWidth: 0 } }}>{segment.map(field)}</Box>
                    </Box>
                );
            })}
            {valueError ? <InputHelperText error={valueError} /> : null}
        </Box>
    );
};
