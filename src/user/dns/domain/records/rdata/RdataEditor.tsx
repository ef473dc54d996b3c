import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { isProblem } from '../../../../../validation/rdata/family';
import { svcb } from '../../../../../validation/rdata/svcb';
import { normaliseRecordValue } from '../../../../../validation/records';
import { FieldsEditor } from './FieldsEditor';
import { FIELDS_TABLES } from './fieldTables';
import { RdataText } from './RdataText';
import { SvcbFields } from './SvcbFields';

const SVCB_TYPES = ['HTTPS', 'SVCB'] as const;

export type EditedType = (typeof SVCB_TYPES)[number] | keyof typeof FIELDS_TABLES;

const isFieldsType = (type: string): type is keyof typeof FIELDS_TABLES => Object.hasOwn(FIELDS_TABLES, type);

/** Whether the record dialog edits a value of `type` as fields (else as one text). */
export const hasRdataEditor = (type: string): type is EditedType => (SVCB_TYPES as readonly string[]).includes(type) || isFieldsType(type);

/** Whether the fields of `type` can hold `text` (its parts counted and quoted right; their values may still be wrong). */
const readable = (type: EditedType, text: string) => !isProblem((isFieldsType(type) ? FIELDS_TABLES[type].family : svcb).read(text.trim()));

/**
 * The value of a record of `type` as fields, or as its presentation text on a switch. Going to the text shows the
 * canonical text when the value is valid; going back reads the text into the fields, or stays on the text with its
 * problem shown when the fields cannot hold it.
 */
export const RdataEditor = ({ type }: { type: EditedType }) => {
    const translate = useTranslate();
    const { getValues, setValue, trigger } = useFormContext();
    const [asText, setAsText] = useState(false);
    const [unreadable, setUnreadable] = useState(false);
    const toggle = () => {
        const text = String(getValues('value') ?? '');
        if (!asText) {
            setValue('value', normaliseRecordValue(type, text));
            setAsText(true);
        } else if (readable(type, text)) {
            setAsText(false);
            setUnreadable(false);
        } else {
            setUnreadable(true);
            void trigger('value');
        }
    };
    return (
        <Stack spacing={1}>
            {asText ? <RdataText /> : isFieldsType(type) ? <FieldsEditor table={FIELDS_TABLES[type]} /> : <SvcbFields />}
            <FormControlLabel control={<Switch checked={asText} onChange={toggle} />} label={translate('recordEditing.asText.toText')} />
            {unreadable && asText ? <FormHelperText error>{translate('recordEditing.asText.unreadable')}</FormHelperText> : null}
        </Stack>
    );
};
