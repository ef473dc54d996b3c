import { useEffect } from 'react';
import { AutocompleteArrayInput, RadioButtonGroupInput, ReferenceArrayInput, SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { RECIPIENT_GROUPS, SEND_TYPES, sendTypesFor, type AdminMessageType } from '../../data/adminMessages/rules';
import { validateGroup, validateUsers } from './validators';

const sendTypeChoices = SEND_TYPES.map(value => ({ id: value, name: `adminMessages.sendType.${value}` }));
const groupChoices = RECIPIENT_GROUPS.map(value => ({ id: value, name: `adminMessages.groups.${value}` }));

/**
 * Who receives the message: all users, chosen users (picked from the appUser resource by username) or a group.
 * Announcements always go to all users: the choice is fixed and says why.
 */
export const SendTargetInputs = () => {
    const { setValue } = useFormContext();
    const type = Number(useWatch({ name: 'type' })) as AdminMessageType;
    const sendType = Number(useWatch({ name: 'sendType' }));
    const allowed = sendTypesFor(type === 2 ? 2 : 1);

    useEffect(() => {
        if (!allowed.includes(sendType as 0 | 1 | 2)) setValue('sendType', 2, { shouldDirty: true });
    }, [allowed, sendType, setValue]);

    return (
        <>
            <RadioButtonGroupInput
                source="sendType"
                label="adminMessages.form.sendType"
                choices={sendTypeChoices.filter(choice => allowed.includes(choice.id))}
                helperText={type === 2 ? 'adminMessages.form.announcementTarget' : 'adminMessages.form.sendTypeHelp'}
                parse={Number}
            />
            {sendType === 0 && type !== 2 ? (
                <ReferenceArrayInput source="userIds" reference="appUser" perPage={20}>
                    <AutocompleteArrayInput
                        label="adminMessages.form.users"
                        optionText="username"
                        helperText="adminMessages.form.usersHelp"
                        validate={validateUsers}
                        isRequired
                        fullWidth
                        sx={{ maxWidth: 560 }}
                    />
                </ReferenceArrayInput>
            ) : null}
            {sendType === 1 && type !== 2 ? (
                <SelectInput
                    source="group"
                    label="adminMessages.form.group"
                    choices={groupChoices}
                    validate={validateGroup}
                    isRequired
                    sx={{ minWidth: 240 }}
                />
            ) : null}
        </>
    );
};
