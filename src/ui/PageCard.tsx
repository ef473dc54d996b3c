import { Box, Card, CardContent, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

interface PageCardProps {
    /** Translation key of the card's heading (also the page title unless `pageTitle` is false). */
    title: string;
    /** Translation key of a line saying what the card is for. */
    intro?: string;
    /** Set false when the page has its own title (a tab, or one card of several). */
    pageTitle?: boolean;
    /** Beside the heading: a button or a control. */
    action?: ReactNode;
    sx?: SxProps<Theme>;
    children: ReactNode;
}

/** A screen's card: heading and intro above its content (a form, a list, a panel). */
export const PageCard = ({ title, intro, pageTitle = true, action, sx, children }: PageCardProps) => {
    const translate = useTranslate();
    return (
        <Card variant="outlined" sx={[{ mt: 2, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
            {pageTitle ? <Title title={translate(title)} /> : null}
            <CardContent sx={{ pb: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                    <Box sx={{ minWidth: 0 }}>
                        <Typography variant="h6" component="h2">
                            {translate(title)}
                        </Typography>
                        {intro ? (
                            <Typography variant="body2" color="text.secondary">
                                {translate(intro)}
                            </Typography>
                        ) : null}
                    </Box>
                    {action}
                </Stack>
            </CardContent>
            {children}
        </Card>
    );
};
