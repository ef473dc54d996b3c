import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CustomLineList } from './CustomLineList';
import { LineCodeLookup } from './LineCodeLookup';

/** The line tab: the user's custom lines, and the line code <-> area lookup. */
export const LinePage = () => {
    const translate = useTranslate();
    return (
        <Stack spacing={3}>
            <Box>
                <Typography variant="subtitle1" component="h2">
                    {translate('domainPages.line.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('domainPages.line.intro')}
                </Typography>
                <CustomLineList />
            </Box>
            <LineCodeLookup />
        </Stack>
    );
};
