import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface SecurityRowProps {
    icon: ReactNode;
    /** Translation key of the item's name. */
    title: string;
    /** What is set now (a value, or a translated state). */
    status: ReactNode;
    /** The buttons. */
    children: ReactNode;
    testId: string;
}

/** One item of the security settings: icon, name and state on the left, its actions on the right (below on a phone). */
export const SecurityRow = ({ icon, title, status, children, testId }: SecurityRowProps) => {
    const translate = useTranslate();
    return (
        <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            sx={{ py: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            data-testid={testId}
        >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
                <Box sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle2">{translate(title)}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid={`${testId}-status`}>
                        {status}
                    </Typography>
                </Box>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', pl: { xs: 4.5, sm: 0 } }}>
                {children}
            </Stack>
        </Stack>
    );
};
