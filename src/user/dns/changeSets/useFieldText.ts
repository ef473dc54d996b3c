import { useTranslate } from 'react-admin';
import type { FieldChange } from '../../../zone';
import { useLineName } from '../lines/lineName';

/**
 * A record field's value as a diff shows it: the line by its name in the current language, the status in words, an
 * empty remark as "(none)", anything else as written. Used by the change-set diff and the revert's conflict list.
 */
export const useFieldText = () => {
    const translate = useTranslate();
    const lineName = useLineName();
    return (field: FieldChange['field'], value: string | number) =>
        field === 'record_line_id'
            ? lineName(String(value))
            : field === 'status'
              ? translate(Number(value) === 3 ? 'changeSets.status.paused' : 'changeSets.status.on')
              : field === 'remark' && value === ''
                ? translate('recordRemarks.none')
                : String(value);
};
