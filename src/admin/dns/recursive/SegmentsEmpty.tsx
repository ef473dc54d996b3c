import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** No rows: with a search, say nothing matched; without, say what the list is for and how to add one. */
export const SegmentsEmpty = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const searching = Object.values(filterValues ?? {}).some(value => value !== undefined && value !== '');
    return (
        <Box sx={{ py: 5, px: 2, textAlign: 'center' }}>
            <Typography variant="subtitle1" gutterBottom>
                {translate(searching ? 'recursive.segments.noResults' : 'recursive.segments.empty')}
            </Typography>
            {searching ? null : (
                <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 460, mx: 'auto' }}>
                    {translate('recursive.segments.emptyHint')}
                </Typography>
            )}
        </Box>
    );
};
