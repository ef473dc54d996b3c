import type { ChangeEvent } from 'react';
import { Box } from '@mui/material';
import { RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ALL_IP_PLACEHOLDER, type SegmentFormValues } from './segmentForm';
import type { segmentValidators } from './segmentValidators';
import { formatAddress, parseSegment } from '../../../validation/ipSegment';

const TYPE_CHOICES = [
    { id: '1', name: 'recursive.type.specified' },
    { id: '2', name: 'recursive.type.all' },
];

interface SegmentFieldsProps {
    adding: boolean;
    validators: ReturnType<typeof segmentValidators>;
}

/**
 * The dialog's inputs. Adding takes several "start-end" lines; editing takes start and end. Choosing "all
 * segments" fills the IPs with {ip} and the remark with 所有IP段, and locks the IPs (SPEC section 4).
 */
export const SegmentFields = ({ adding, validators }: SegmentFieldsProps) => {
    const translate = useTranslate();
    const { setValue, getValues } = useFormContext<SegmentFormValues>();
    const type = useWatch<SegmentFormValues, 'type'>({ name: 'type' });
    const all = type === '2';
    const allRemark = translate('recursive.dialog.allRemark');

    const handleTypeChange = (event: ChangeEvent<HTMLInputElement>) => {
        const options = { shouldDirty: true, shouldValidate: false };
        if (event.target.value === '2') {
            setValue('startIp', ALL_IP_PLACEHOLDER, options);
            setValue('endIp', ALL_IP_PLACEHOLDER, options);
            setValue('remark', allRemark, options);
            return;
        }
        // back to a specified segment: clear only what "all segments" filled in
        if (getValues('startIp') === ALL_IP_PLACEHOLDER) setValue('startIp', '', options);
        if (getValues('endIp') === ALL_IP_PLACEHOLDER) setValue('endIp', '', options);
        if (getValues('remark') === allRemark) setValue('remark', '', options);
    };

    // a CIDR block typed in the start IP fills both ends
    const fillFromCidr = (event: { target: { value: string } }) => {
        const { value } = event.target;
        if (!value.includes('/')) return;
        const block = parseSegment(value);
        if (typeof block === 'string') return;
        const options = { shouldDirty: true, shouldValidate: true };
        setValue('startIp', formatAddress(block.family, block.start), options);
        setValue('endIp', formatAddress(block.family, block.end), options);
    };

    return (
        <>
            <RadioButtonGroupInput source="type" choices={TYPE_CHOICES} validate={validators.type} onChange={handleTypeChange} helperText={false} />
            {adding && !all ? (
                <TextInput
                    source="segments"
                    validate={validators.segments}
                    multiline
                    minRows={4}
                    maxRows={12}
                    helperText="segmentTransfer.linesHelper"
                    autoFocus
                />
            ) : (
                <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, columnGap: 2 }}>
                    <TextInput
                        source="startIp"
                        label="resources.recursiveSegments.fields.sourceIpS"
                        validate={validators.startIp}
                        onBlur={fillFromCidr}
                        helperText={all ? undefined : 'segmentTransfer.cidrHint'}
                        readOnly={all}
                        sx={{ flex: 1 }}
                    />
                    <TextInput
                        source="endIp"
                        label="resources.recursiveSegments.fields.sourceIpE"
                        validate={validators.endIp}
                        readOnly={all}
                        sx={{ flex: 1 }}
                    />
                </Box>
            )}
            <TextInput source="remark" validate={validators.remark} />
        </>
    );
};
