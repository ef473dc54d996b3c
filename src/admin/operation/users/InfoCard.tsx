import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of label/value rows on the user's detail page. */
export const InfoCard = ({ title, children }: { title: string; children: ReactNode }) => (
    <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                {title}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}>
                {children}
            </Box>
        </CardContent>
    </Card>
);

export const InfoRow = ({ label, children }: { label: string; children: ReactNode }) => (
    <>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
        </Box>
        <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {children}
        </Box>
    </>
);
