import { Box } from '@mui/material';
import { useMemo } from 'react';
import { BooleanInput, TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SMS_MESSAGES, SMS_TEMPLATE_NAMES } from '../../../validation/sms';
import { TemplateAccordion } from '../TemplateAccordion';

const P = 'systemSettings.sms';

/** An enabled template needs the provider's template id (the server refuses the same way). */
const TemplateIdInput = ({ index, name }: { index: number; name: string }) => {
    const enabled = useWatch({ name: `templates.${index}.status` }) === true;
    const validate = useMemo<Validator[]>(
        () => (enabled ? [(value: unknown) => (String(value ?? '').trim() ? undefined : { message: SMS_MESSAGES.templateId, args: { name } })] : []),
        [enabled, name],
    );
    return <TextInput source={`templates.${index}.id`} label={`${P}.templateId`} validate={validate} sx={{ flex: '1 1 200px' }} />;
};

/** The five SMS templates by name (SPEC section 3): title, provider template id, switch, content. */
export const SmsTemplates = () => (
    <Box sx={{ width: '100%' }}>
        {SMS_TEMPLATE_NAMES.map((name, index) => (
            <TemplateAccordion key={name} index={index} name={name}>
                <BooleanInput source={`templates.${index}.status`} label="systemSettings.template.status" />
                <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                    <TextInput source={`templates.${index}.title`} label={`${P}.templateTitle`} sx={{ flex: '1 1 200px' }} />
                    <TemplateIdInput index={index} name={name} />
                </Box>
                <TextInput source={`templates.${index}.content`} label={`${P}.templateContent`} multiline minRows={2} fullWidth />
            </TemplateAccordion>
        ))}
    </Box>
);
