import { Badge, Box, Tab, Tabs } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

export interface FormSection {
    /** The form values' top-level member the section edits: its errors mark the tab. */
    name: string;
    label: string;
    content: ReactNode;
}

/**
 * A long form cut into tabs. Every section stays mounted (hidden when not shown), so validation covers them
 * all; a tab whose fields have errors carries a red dot, and a failed submit opens the first such tab.
 */
export const SectionTabs = ({ sections }: { sections: FormSection[] }) => {
    const translate = useTranslate();
    const [current, setCurrent] = useState(sections[0]?.name);
    const { errors, submitCount } = useFormState();
    const withErrors = sections.filter(section => errors[section.name]).map(section => section.name);
    // after a failed submit, show the first section with an error (once per submit)
    const [seenSubmit, setSeenSubmit] = useState(0);
    if (submitCount !== seenSubmit) {
        setSeenSubmit(submitCount);
        if (withErrors.length > 0 && current && !withErrors.includes(current)) setCurrent(withErrors[0]);
    }
    return (
        <Box sx={{ width: '100%' }}>
            <Tabs
                value={current}
                onChange={(_event, next: string) => setCurrent(next)}
                variant="scrollable"
                allowScrollButtonsMobile
                sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
                {sections.map(section => (
                    <Tab
                        key={section.name}
                        value={section.name}
                        label={
                            <Badge color="error" variant="dot" invisible={!withErrors.includes(section.name)}>
                                {translate(section.label)}
                            </Badge>
                        }
                    />
                ))}
            </Tabs>
            {sections.map(section => (
                <Box key={section.name} role="tabpanel" hidden={section.name !== current} sx={{ width: '100%' }}>
                    {section.content}
                </Box>
            ))}
        </Box>
    );
};
