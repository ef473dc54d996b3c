import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Autocomplete, Box, Button, FormHelperText, IconButton, TextField, Typography } from '@mui/material';
import { InputHelperText, useTranslate } from 'react-admin';
import { svcb, SVC_PARAM_KEYS, type SvcbFields as Fields, type SvcParamRow } from '../../../../../validation/rdata/svcb';
import { svcbText } from './svcbText';
import { useRdataInput } from './useRdataInput';

const row = { display: 'flex', gap: 1, alignItems: 'flex-start' } as const;

/** A value to show greyed in an empty row, per key. */
const PLACEHOLDERS: Partial<Record<string, string>> = {
    alpn: 'h3,h2',
    port: '443',
    ipv4hint: '192.0.2.1,192.0.2.2',
    ipv6hint: '2001:db8::1',
    mandatory: 'alpn,port',
    ech: 'AEn+DQBF…',
    key7: '/dns-query{?dns}',
};

interface KeyChoice {
    /** What the key is written as. */
    key: string;
    /** What people call it. */
    name: string;
}

/**
 * The keys offered: the named ones, dohpath (RFC 9461) and ohttp (RFC 9540) by their number as the stored text
 * writes them (key7, key8), and keyNNNNN for any other (picking it writes "key", the number to type).
 */
const KEY_CHOICES: readonly KeyChoice[] = [
    ...SVC_PARAM_KEYS.map(key => ({ key, name: key })),
    { key: 'key7', name: 'dohpath' },
    { key: 'key8', name: 'ohttp' },
    { key: 'key', name: 'keyNNNNN' },
];

/** The choices whose key or name holds what is typed. */
const matchingKeys = (choices: readonly KeyChoice[], { inputValue }: { inputValue: string }) => {
    const typed = inputValue.trim().toLowerCase();
    return choices.filter(({ key, name }) => key.includes(typed) || name.includes(typed));
};

/**
 * HTTPS and SVCB as fields: priority (0 is an alias: a target and no parameters), target, and the SvcParams as
 * rows of key (a named key, or keyNNNNN typed) and value. Each problem shows at its row's field.
 */
export const SvcbFields = () => {
    const translate = useTranslate();
    const { fields, change, errorAt, leave, valueError } = useRdataInput(svcb, svcbText);
    const setRow = (index: number, next: Partial<SvcParamRow>) =>
        change({ ...fields, params: fields.params.map((param, at) => (at === index ? { ...param, ...next } : param)) });
    const set = (next: Partial<Fields>) => change({ ...fields, ...next });
    const alias = fields.priority.trim() === '0';
    const paramsError = errorAt('params');

    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="svcb-fields">
            <Box sx={{ ...row, flexWrap: 'wrap', '& > *': { flex: '1 1 160px' } }}>
                <TextField
                    label={translate('rdataEditors.svcb.priority')}
                    value={fields.priority}
                    onChange={event => set({ priority: event.target.value })}
                    onBlur={() => leave('priority')}
                    error={!!errorAt('priority')}
                    helperText={errorAt('priority') ?? translate(alias ? 'rdataEditors.svcb.aliasNote' : 'rdataEditors.svcb.priorityHint')}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <TextField
                    label={translate('rdataEditors.svcb.target')}
                    value={fields.target}
                    onChange={event => set({ target: event.target.value })}
                    onBlur={() => leave('target')}
                    error={!!errorAt('target')}
                    helperText={errorAt('target') ?? translate('rdataEditors.svcb.targetHint')}
                />
            </Box>
            <Typography variant="subtitle2" component="h3">
                {translate('rdataEditors.svcb.params')}
            </Typography>
            {fields.params.map((param, index) => (
                // rows have no identity but their place; a removed row's successors take its place
                <Box key={index} sx={row} role="group" aria-label={translate('rdataEditors.svcb.paramRow', { number: index + 1 })}>
                    <Autocomplete
                        freeSolo
                        options={KEY_CHOICES}
                        getOptionLabel={option => (typeof option === 'string' ? option : option.key)}
                        filterOptions={matchingKeys}
                        renderOption={({ key, ...props }, option) => (
                            <li key={key} {...props}>
                                {option.name}
                                {option.key !== option.name ? (
                                    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                                        {option.key === 'key' ? translate('recordEditing.svcKey.generic') : option.key}
                                    </Typography>
                                ) : null}
                            </li>
                        )}
                        inputValue={param.key}
                        onInputChange={(_event, key) => setRow(index, { key })}
                        sx={{ flex: '0 1 150px', minWidth: 110 }}
                        renderInput={params => (
                            <TextField
                                {...params}
                                label={translate('rdataEditors.svcb.key')}
                                onBlur={() => leave(`params.${index}.key`)}
                                error={!!errorAt(`params.${index}.key`)}
                                helperText={errorAt(`params.${index}.key`)}
                            />
                        )}
                    />
                    <TextField
                        sx={{ flex: 1, minWidth: 0 }}
                        label={translate('rdataEditors.svcb.value')}
                        value={param.value}
                        placeholder={PLACEHOLDERS[param.key.trim()]}
                        onChange={event => setRow(index, { value: event.target.value })}
                        onBlur={() => leave(`params.${index}.value`)}
                        error={!!errorAt(`params.${index}.value`)}
                        helperText={errorAt(`params.${index}.value`)}
                    />
                    <IconButton
                        aria-label={translate('rdataEditors.svcb.removeParam', { number: index + 1 })}
                        onClick={() => change({ ...fields, params: fields.params.filter((_param, at) => at !== index) })}
                        sx={{ mt: 1 }}
                    >
                        <DeleteOutlineIcon />
                    </IconButton>
                </Box>
            ))}
            {paramsError ? <FormHelperText error>{paramsError}</FormHelperText> : null}
            <Box>
                <Button startIcon={<AddIcon />} onClick={() => change({ ...fields, params: [...fields.params, { key: '', value: '' }] })}>
                    {translate('rdataEditors.svcb.addParam')}
                </Button>
            </Box>
            {valueError ? <InputHelperText error={valueError} /> : null}
        </Box>
    );
};
