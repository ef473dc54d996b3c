import { Box, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SafeHtml } from '../../../ui/SafeHtml';

/** The user agreement as HTML, with its sanitised preview as users will see it. */
export const AgreementInput = () => {
    const translate = useTranslate();
    const html = useWatch<{ agreement: string }, 'agreement'>({ name: 'agreement' });
    return (
        <>
            <TextInput
                source="agreement"
                label="webConfig.fields.agreement"
                multiline
                minRows={6}
                maxRows={16}
                helperText="webConfig.helper.agreement"
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
            <Typography variant="subtitle2" component="h4" sx={{ mt: 1, mb: 1 }}>
                {translate('webConfig.agreementPreview')}
            </Typography>
            <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxHeight: 360, overflow: 'auto', mb: 2 }}>
                <SafeHtml html={html} />
            </Box>
        </>
    );
};
