import { RadioButtonGroupInput, TextInput, Toolbar, type RaRecord } from 'react-admin';
import { FormLeaveGuard } from '../../ui/LeaveGuard';
import type { MessageFormValues } from './form';
import { HtmlEditor } from './HtmlEditor';
import { ADMIN_MESSAGE_TYPES, MESSAGE_STATUSES, TITLE_MAX } from '../../data/adminMessages/rules';
import { SendTargetInputs } from './SendTargetInputs';
import { validateContent, validateTitle } from './validators';
import { SaveButton, SimpleForm } from '../../ui/singleFlight';

const typeChoices = ADMIN_MESSAGE_TYPES.map(value => ({ id: value, name: `adminMessages.type.${value}` }));
const statusChoices = MESSAGE_STATUSES.map(value => ({ id: value, name: `adminMessages.statusChoice.${value}` }));

/**
 * The write / edit form: type, send target, title, content (HTML with a live sanitised preview), status. A
 * refusal from the server leaves every value as typed (onSubmit resolves without resetting the form).
 */
export const MessageForm = ({ record, onSubmit }: { record: MessageFormValues; onSubmit: (values: MessageFormValues) => Promise<void> }) => (
    <SimpleForm
        record={record as unknown as RaRecord}
        onSubmit={(values: Record<string, unknown>) => onSubmit(values as unknown as MessageFormValues)}
        toolbar={
            <Toolbar>
                <SaveButton label="common.save" alwaysEnable={record.id === undefined} />
            </Toolbar>
        }
        sx={{ maxWidth: 1100 }}
    >
        <RadioButtonGroupInput source="type" label="adminMessages.form.type" choices={typeChoices} parse={Number} helperText={false} />
        <SendTargetInputs />
        <TextInput
            source="title"
            label="adminMessages.form.title"
            validate={validateTitle}
            fullWidth
            sx={{ maxWidth: 560 }}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        />
        <HtmlEditor source="content" label="adminMessages.form.content" helperText="adminMessages.form.contentHelp" validate={validateContent} />
        <RadioButtonGroupInput
            source="status"
            label="adminMessages.form.status"
            choices={statusChoices}
            helperText="adminMessages.form.statusHelp"
            parse={Number}
        />
        <FormLeaveGuard />
    </SimpleForm>
);
