import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Under a daily chart that ends today: says the dashed segment is a day not over yet. */
export const PartialDayNote = ({ partial }: { partial: number }) => {
    const translate = useTranslate();
    if (partial < 0) return null;
    return (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'right', mt: -0.5 }}>
            {translate('partialDay.note')}
        </Typography>
    );
};
