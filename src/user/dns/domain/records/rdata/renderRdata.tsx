import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../../../../i18n/provider';
import { Form, SaveButton } from '../../../../../ui/singleFlight';
import { emptyRecordForm, type RecordFormValues } from '../recordForm';
import { RdataEditor, type EditedType } from './RdataEditor';

/** Shows the form's value, as the editor writes it. */
const ValueOf = () => <output data-testid="value">{String(useWatch({ name: 'value' }) ?? '')}</output>;

/** The editor shown after the form's first render, as when the user picks the type in the dialog. */
const Later = ({ type }: { type: EditedType }) => {
    const [shown, setShown] = useState(false);
    useEffect(() => {
        const timer = setTimeout(() => setShown(true));
        return () => clearTimeout(timer);
    }, []);
    return shown ? <RdataEditor type={type} /> : null;
};

/** The field editor of `type` in the record form, starting from `value`; `saved` gets what a save would submit. */
export const renderRdata = (type: EditedType, value: string, saved: (value: string) => void = () => undefined) =>
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <Form
                defaultValues={{ ...emptyRecordForm(), record_type: type, value }}
                mode="onBlur"
                onSubmit={(values: Partial<RecordFormValues>) => saved(String(values.value))}
            >
                <Later type={type} />
                <ValueOf />
                <SaveButton label="records.editor.save" alwaysEnable />
            </Form>
        </AdminContext>,
    );
