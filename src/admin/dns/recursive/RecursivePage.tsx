import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { SegmentList } from './SegmentList';
import { SettingsCard } from './SettingsCard';

/** Admin "Recursive DNS" (/dns/recursive): the service switches and root IPs, then the IP segments. */
export const RecursivePage = () => {
    const translate = useTranslate();
    return (
        // inline-size containment: the wide table scrolls inside the page instead of widening the layout
        <Stack spacing={2} sx={{ mt: 2, mb: 2, minWidth: 0, contain: 'inline-size' }}>
            <Title title="recursive.title" />
            <SettingsCard />
            <div style={{ minWidth: 0 }}>
                <Typography variant="h6" component="h2" sx={{ mb: { xs: 1, sm: -1 } }}>
                    {translate('recursive.segments.title')}
                </Typography>
                <SegmentList />
            </div>
        </Stack>
    );
};

export default RecursivePage;
