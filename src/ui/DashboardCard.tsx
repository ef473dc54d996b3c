import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface DashboardCardProps {
    /** A translation key. */
    title: string;
    /** Top-right of the card: a link or a control. */
    action?: ReactNode;
    children: ReactNode;
    testId?: string;
}

/** The frame every dashboard card shares: a titled MUI card filling its grid cell. */
export const DashboardCard = ({ title, action, children, testId }: DashboardCardProps) => {
    const translate = useTranslate();
    return (
        <Card
            data-testid={testId}
            component="section"
            aria-label={translate(title)}
            sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
        >
            <CardHeader
                title={translate(title)}
                action={action}
                slotProps={{
                    title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 },
                    action: { sx: { m: 0, alignSelf: 'center', display: 'flex', gap: 1, flexWrap: 'wrap' } },
                }}
                sx={{ pb: 0, gap: 1, flexWrap: 'wrap' }}
            />
            <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0, '&:last-child': { pb: 2 } }}>{children}</CardContent>
        </Card>
    );
};
