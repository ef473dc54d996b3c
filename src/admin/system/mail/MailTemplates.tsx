import { Box, Button, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { BooleanInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SafeHtml } from '../../../ui/SafeHtml';
import { MAIL_TEMPLATE_NAMES } from './mailForm';
import { TemplateAccordion } from '../TemplateAccordion';

const P = 'systemSettings.mail';

/** An enabled template needs a subject. */
const SubjectInput = ({ index }: { index: number }) => {
    const enabled = useWatch({ name: `templates.${index}.status` }) === true;
    const validate = useMemo<Validator[]>(
        () => (enabled ? [(value: unknown) => (String(value ?? '').trim() ? undefined : `${P}.validation.subject`)] : []),
        [enabled],
    );
    return <TextInput source={`templates.${index}.subject`} label={`${P}.subject`} validate={validate} fullWidth />;
};

/** The HTML content, sanitised, as the mail will look (operator HTML: never rendered unsanitised). */
const Preview = ({ index }: { index: number }) => {
    const translate = useTranslate();
    const [shown, setShown] = useState(false);
    const html = useWatch({ name: `templates.${index}.content` }) as string | undefined;
    return (
        <Box sx={{ mb: 1 }}>
            <Button size="small" onClick={() => setShown(value => !value)} aria-expanded={shown}>
                {translate(shown ? `${P}.hidePreview` : `${P}.preview`)}
            </Button>
            {shown ? (
                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1 }}>
                    {html?.trim() ? (
                        <SafeHtml html={html} />
                    ) : (
                        <Typography variant="body2" color="text.secondary">
                            {translate(`${P}.emptyPreview`)}
                        </Typography>
                    )}
                </Box>
            ) : null}
        </Box>
    );
};

/** The mail templates by name (designed: the SMS messages, each with a subject and HTML content). */
export const MailTemplates = () => (
    <Box sx={{ width: '100%' }}>
        {MAIL_TEMPLATE_NAMES.map((name, index) => (
            <TemplateAccordion key={name} index={index} name={name}>
                <BooleanInput source={`templates.${index}.status`} label="systemSettings.template.status" />
                <SubjectInput index={index} />
                <TextInput
                    source={`templates.${index}.content`}
                    label={`${P}.content`}
                    multiline
                    minRows={3}
                    fullWidth
                    slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                />
                <Preview index={index} />
            </TemplateAccordion>
        ))}
    </Box>
);
