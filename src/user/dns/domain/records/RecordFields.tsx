import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { RECORD_LIMITS } from '../../../../validation/recordLimits';
import { storedTxtCount } from '../../../../validation/recordTxt';
import { isRecordType, recordTypesFor } from '../../../../validation/recordTypes';
import type { DnsRecord } from '../../../../data/records/api';
import { LineInput } from '../../lines/LineInput';
import { PlanHint } from './PlanHint';
import { RdataEditor, hasRdataEditor } from './rdata/RdataEditor';
import { RemarkInput } from './RemarkInput';
import { planOffer, planValidators } from './planOffer';
import type { RecordFormValues } from './recordForm';
import { recordValidators } from './recordValidators';
import { TtlInput } from './TtlInput';
import { toPlanLimits, useDomainLimits } from './useDomainLimits';

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 200px', minWidth: 0 } } as const;

const hintKey = (type: string) => (isRecordType(type) ? type : 'other');

interface RecordFieldsProps {
    domainId: number;
    domain: string;
    /** The record being edited: its own type, line and TTL stay offered whatever the plan. */
    editing?: DnsRecord;
}

/**
 * The editor's fields: type and host, line, value (with the type's placeholder and hint; a TXT over 255 bytes says
 * how many strings it is stored as), MX priority (MX only), TTL presets or a custom value, weight, remark. Each field
 * checks its own rule as the user leaves it. Types, lines
 * and TTLs the domain's plan does not offer are shown disabled ("upgrade") and refused at the field.
 */
export const RecordFields = ({ domainId, domain, editing }: RecordFieldsProps) => {
    const translate = useTranslate();
    const limits = useDomainLimits(domainId);
    const offer = useMemo(
        () => planOffer(toPlanLimits(limits), editing && { ttl: editing.ttl, lineId: editing.record_line_id, type: editing.record_type }),
        [limits, editing],
    );
    const plan = useMemo(() => planValidators(offer), [offer]);
    const typeChoices = recordTypesFor(domain).map(type =>
        !offer || offer.type(type) ? { id: type, name: type } : { id: type, name: translate('planLimits.notInPlan', { choice: type }), disabled: true },
    );
    const { setValue, clearErrors } = useFormContext<RecordFormValues>();
    // a value (and any refusal of it, a duplicate or a field's problem) belongs to its type: a new type starts blank
    const startOver = () => {
        setValue('value', '');
        clearErrors();
    };
    const type = String(useWatch({ name: 'record_type' }) ?? 'A');
    const hint = hintKey(type);
    const value = String(useWatch({ name: 'value' }) ?? '');
    const strings = type === 'TXT' ? storedTxtCount(value) : 0;
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, pt: 1 }}>
            <Box sx={row}>
                <SelectInput
                    source="record_type"
                    label="records.editor.type"
                    choices={typeChoices}
                    translateChoice={false}
                    validate={plan.type}
                    onChange={startOver}
                    helperText={false}
                />
                <TextInput source="top" label="records.editor.top" validate={recordValidators.top} helperText="records.editor.topHint" autoFocus />
            </Box>
            <LineInput source="line" label="records.editor.line" domainId={domainId} validate={plan.line} offered={offer?.line} />
            {hasRdataEditor(type) ? (
                <RdataEditor key={type} type={type} />
            ) : (
                <TextInput
                    source="value"
                    label="records.editor.value"
                    validate={recordValidators.value}
                    placeholder={translate(`records.hints.${hint}.placeholder`)}
                    helperText={
                        strings > 1
                            ? translate('recordChecks.txtStored', { count: strings, max: RECORD_LIMITS.txtStringBytes })
                            : translate(`records.hints.${hint}.help`)
                    }
                    multiline={type === 'TXT'}
                />
            )}
            <Box sx={row}>
                {type === 'MX' ? (
                    <NumberInput source="mx" label="records.editor.mx" validate={recordValidators.mx} helperText="records.editor.mxHint" min={1} />
                ) : null}
                <NumberInput source="weight" label="records.editor.weight" validate={recordValidators.weight} helperText="records.editor.weightHint" min={0} />
            </Box>
            <Box sx={{ mt: 1 }}>
                <TtlInput validate={[recordValidators.ttl, plan.ttl]} offered={offer?.ttl} />
            </Box>
            <RemarkInput />
            <PlanHint offer={offer} />
        </Box>
    );
};
