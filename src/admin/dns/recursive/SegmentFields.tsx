import type { ChangeEvent } from 'react';
import { Box } from '@mui/material';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ALL_SEGMENTS_REMARK } from '../../../data/recursiveSegments/rules';
import { ALL_END_IP, ALL_START_IP, type SegmentFormValues } from './segmentForm';
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
 * segments" fills the IPs with the addresses {ip} stands for (0.0.0.0 and 255.255.255.255) and the remark with
 * 所有IP段 (stored so in either language), locks the IPs, and clears what the fields said before (SPEC section 4).
 */
export const SegmentFields = ({ adding, validators }: SegmentFieldsProps) => {
    const {
        setValue,
        getValues,
        formState: { isSubmitted },
    } = useFormContext<SegmentFormValues>();
    const type = useWatch<SegmentFormValues, 'type'>({ name: 'type' });
    const all = type === '2';

    const handleTypeChange = (event: ChangeEvent<HTMLInputElement>) => {
        // once a save was tried the fields show their messages: judge what was filled in again, so none goes stale
        const options = { shouldDirty: true, shouldValidate: isSubmitted };
        if (event.target.value === '2') {
            setValue('startIp', ALL_START_IP, options);
            setValue('endIp', ALL_END_IP, options);
            setValue('remark', ALL_SEGMENTS_REMARK, options);
            return;
        }
        // back to a specified segment: clear only what "all segments" filled in
        if (getValues('startIp') === ALL_START_IP) setValue('startIp', '', options);
        if (getValues('endIp') === ALL_END_IP) setValue('endIp', '', options);
        if (getValues('remark') === ALL_SEGMENTS_REMARK) setValue('remark', '', options);
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
