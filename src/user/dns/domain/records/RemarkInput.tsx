import { TextInput, useTranslate } from 'react-admin';
import { RECORD_LIMITS } from '../../../../validation/recordLimits';
import { recordValidators } from './recordValidators';

/** The record's remark (备注): optional, one line, at most RECORD_LIMITS.remark characters (the field counts them). */
export const RemarkInput = () => {
    const translate = useTranslate();
    return (
        <TextInput
            source="remark"
            label="recordRemarks.label"
            validate={recordValidators.remark}
            helperText={translate('recordRemarks.hint', { max: RECORD_LIMITS.remark })}
            slotProps={{ htmlInput: { maxLength: RECORD_LIMITS.remark } }}
        />
    );
};
