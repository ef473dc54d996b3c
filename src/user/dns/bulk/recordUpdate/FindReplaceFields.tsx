import { Box, Typography } from '@mui/material';
import { NumberInput, RadioButtonGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DomainListInput } from '../records/DomainListInput';
import type { ClosedReason } from '../records/useRecordBlocks';
import { RECORD_TYPES } from '../../../../validation/records';

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 180px', minWidth: 0 } } as const;

/** The find-and-replace fields: where to look, what to find, what it becomes. */
export const FindReplaceFields = ({ disabled, closed }: { disabled?: boolean; closed: ClosedReason }) => {
    const translate = useTranslate();
    const scope = useWatch({ name: 'scope' }) as string;
    const typeChoices = RECORD_TYPES.map(type => ({ id: type, name: type }));
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <RadioButtonGroupInput
                source="scope"
                label="bulkRecords.domains.scope"
                choices={[
                    { id: 'all', name: 'bulkRecords.domains.scopeAll' },
                    { id: 'list', name: 'bulkRecords.domains.scopeList' },
                ]}
                disabled={disabled}
                helperText={false}
            />
            {scope === 'list' ? <DomainListInput disabled={disabled} closed={closed} /> : null}
            <Typography variant="subtitle1" component="h2">
                {translate('bulkRecords.recordUpdate.match')}
            </Typography>
            <Box sx={row}>
                <SelectInput
                    source="record_type"
                    label="bulkRecords.recordUpdate.type"
                    choices={typeChoices}
                    translateChoice={false}
                    emptyText="bulkRecords.recordUpdate.anyType"
                    disabled={disabled}
                    helperText={false}
                />
                <TextInput source="top" label="bulkRecords.recordUpdate.top" disabled={disabled} helperText={false} />
            </Box>
            <Box sx={row}>
                <TextInput source="value" label="bulkRecords.recordUpdate.value" disabled={disabled} />
                <NumberInput source="ttl" label="bulkRecords.recordUpdate.ttl" min={1} disabled={disabled} />
            </Box>
            <Typography variant="subtitle1" component="h2">
                {translate('bulkRecords.recordUpdate.replace')}
            </Typography>
            <Box sx={row}>
                <TextInput source="newValue" label="bulkRecords.recordUpdate.newValue" disabled={disabled} />
                <NumberInput source="newTtl" label="bulkRecords.recordUpdate.newTtl" min={1} disabled={disabled} />
            </Box>
        </Box>
    );
};
