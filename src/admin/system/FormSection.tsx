import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled group of fields inside a settings form (full width, stacked). */
export const FormSection = ({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box component="section" sx={{ width: '100%', mt: 1, mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {translate(title)}
            </Typography>
            {intro ? (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {translate(intro)}
                </Typography>
            ) : null}
            <Divider sx={{ mb: 2 }} />
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>{children}</Box>
        </Box>
    );
};
