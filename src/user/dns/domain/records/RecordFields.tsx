import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { isRecordType, recordTypesFor } from '../../../../validation/recordTypes';
import { LineInput } from '../../lines/LineInput';
import { recordValidators } from './recordValidators';
import { TtlInput } from './TtlInput';

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 200px', minWidth: 0 } } as const;

const hintKey = (type: string) => (isRecordType(type) ? type : 'other');

/**
 * The editor's fields: type and host, line, value (with the type's placeholder and hint), MX priority (MX
 * only), TTL presets or a custom value, weight. Each field checks its own rule as the user leaves it.
 */
export const RecordFields = ({ domainId, domain }: { domainId: number; domain: string }) => {
    const translate = useTranslate();
    const typeChoices = recordTypesFor(domain).map(type => ({ id: type, name: type }));
    const type = String(useWatch({ name: 'record_type' }) ?? 'A');
    const hint = hintKey(type);
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, pt: 1 }}>
            <Box sx={row}>
                <SelectInput source="record_type" label="records.editor.type" choices={typeChoices} validate={[]} helperText={false} />
                <TextInput source="top" label="records.editor.top" validate={recordValidators.top} helperText="records.editor.topHint" autoFocus />
            </Box>
            <LineInput source="line" label="records.editor.line" domainId={domainId} />
            <TextInput
                source="value"
                label="records.editor.value"
                validate={recordValidators.value}
                placeholder={translate(`records.hints.${hint}.placeholder`)}
                helperText={translate(`records.hints.${hint}.help`)}
                multiline={type === 'TXT'}
            />
            <Box sx={row}>
                {type === 'MX' ? (
                    <NumberInput source="mx" label="records.editor.mx" validate={recordValidators.mx} helperText="records.editor.mxHint" min={1} />
                ) : null}
                <NumberInput source="weight" label="records.editor.weight" validate={recordValidators.weight} helperText="records.editor.weightHint" min={0} />
            </Box>
            <Box sx={{ mt: 1 }}>
                <TtlInput validate={recordValidators.ttl} />
            </Box>
        </Box>
    );
};
