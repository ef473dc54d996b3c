import { TextInput } from 'react-admin';
import { recordValidators } from '../recordValidators';

/** The value as its one-line presentation text, checked as the fields are (the same rule of the type). */
export const RdataText = () => (
    <TextInput source="value" label="recordEditing.asText.label" validate={recordValidators.value} helperText={false} multiline autoFocus />
);
