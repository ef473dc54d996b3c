import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';

/**
 * One message template (by name) of the SMS or mail form: its name and state in the summary, its fields inside.
 * It opens by itself when one of its fields is invalid, so a failed save never hides the problem.
 */
export const TemplateAccordion = ({ index, name, children }: { index: number; name: string; children: ReactNode }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const enabled = useWatch({ name: `templates.${index}.status` }) === true;
    const { errors } = useFormState({ name: `templates.${index}` });
    const invalid = Boolean((errors.templates as unknown[] | undefined)?.[index]);
    const expanded = open || invalid;
    return (
        <Accordion expanded={expanded} onChange={(_, next) => setOpen(next)} disableGutters variant="outlined" sx={{ '&:before': { display: 'none' } }}>
            <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`template-${name}-content`} id={`template-${name}-header`}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500 }}>{translate(`systemSettings.templateNames.${name}`)}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {name}
                    </Typography>
                    <Chip
                        size="small"
                        label={translate(enabled ? 'systemSettings.template.on' : 'systemSettings.template.off')}
                        color={invalid ? 'error' : enabled ? 'success' : 'default'}
                        variant="outlined"
                    />
                </Box>
            </AccordionSummary>
            <AccordionDetails id={`template-${name}-content`} sx={{ display: 'flex', flexDirection: 'column' }}>
                {children}
            </AccordionDetails>
        </Accordion>
    );
};
