import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LineInput } from '../../lines/LineInput';
import { DEFAULT_LINE_VALUE, RECORD_TYPES } from '../../../../validation/records';
import { emptyRow, rowValidators, type RecordCreateValues, type RecordRow } from './recordRows';

const typeChoices = RECORD_TYPES.map(type => ({ id: type, name: type }));
// on a phone the row's fields stack in a column, where a flex basis would become a height
const grow = (basis: string, shrinkOnly = false) => ({ flex: { xs: 'none', sm: `${shrinkOnly ? 0 : 1} 1 ${basis}` }, minWidth: { sm: 110 } }) as const;
const small = grow('130px', true);

/** One row: type, host, line, value, MX (MX only), TTL and weight, each checked by the record editor's rules. */
const RecordRowFields = ({ index, row }: { index: number; row: Partial<RecordRow> }) => {
    const at = (field: string) => `records.${index}.${field}`;
    return (
        <>
            <SelectInput source={at('record_type')} label="records.editor.type" choices={typeChoices} validate={[]} helperText={false} sx={small} />
            <TextInput source={at('top')} label="records.editor.top" validate={rowValidators.top} helperText={false} sx={grow('140px')} />
            <LineInput source={at('line')} label="records.editor.line" defaultValue={DEFAULT_LINE_VALUE} helperText={false} sx={grow('160px')} />
            <TextInput source={at('value')} label="records.editor.value" validate={rowValidators.value} helperText={false} sx={grow('220px')} />
            {row.record_type === 'MX' ? (
                <NumberInput source={at('mx')} label="records.editor.mx" validate={rowValidators.mx} helperText={false} min={1} sx={small} defaultValue={10} />
            ) : null}
            <NumberInput source={at('ttl')} label="records.editor.ttl" validate={rowValidators.ttl} helperText={false} min={1} sx={small} />
            <NumberInput source={at('weight')} label="records.editor.weight" validate={rowValidators.weight} helperText={false} min={0} sx={small} />
        </>
    );
};

/**
 * The small record table of the bulk add: rows of the form's `records`, added and removed through the form's
 * values (react-admin's ArrayInput would bring react-hook-form's field arrays into the sign-in page's chunk).
 * There is always at least one row.
 */
export const RecordRowsInput = () => {
    const translate = useTranslate();
    const { getValues, setValue } = useFormContext<RecordCreateValues>();
    const rows = (useWatch<RecordCreateValues, 'records'>({ name: 'records' }) ?? []) as Partial<RecordRow>[];
    const change = (next: RecordRow[]) => setValue('records', next, { shouldDirty: true, shouldValidate: true });
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('bulkRecords.recordCreate.records')}
            </Typography>
            {rows.map((row, index) => (
                <Stack key={index} direction="row" sx={{ alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
                    <Typography variant="body2" color="text.secondary" sx={{ pt: 2, minWidth: 24 }}>
                        #{index + 1}
                    </Typography>
                    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flex: 1, minWidth: 0, flexWrap: 'wrap', columnGap: 1 }}>
                        <RecordRowFields index={index} row={row} />
                    </Stack>
                    <Tooltip title={translate('bulkRecords.recordCreate.removeRow')}>
                        <span>
                            <IconButton
                                aria-label={translate('bulkRecords.recordCreate.removeRow')}
                                disabled={rows.length < 2}
                                onClick={() => change(getValues('records').filter((_, at) => at !== index))}
                                sx={{ mt: 1 }}
                            >
                                <RemoveCircleOutline />
                            </IconButton>
                        </span>
                    </Tooltip>
                </Stack>
            ))}
            <Button size="small" startIcon={<AddCircleOutline />} onClick={() => change([...getValues('records'), emptyRow()])}>
                {translate('bulkRecords.recordCreate.addRow')}
            </Button>
        </Box>
    );
};
