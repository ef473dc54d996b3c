import { Box, LinearProgress, Typography } from '@mui/material';
import type { TransferProgress as Progress } from '../../../http/transfer';
import { percentOf } from './bytes';

/** A transfer's bar: determinate when its size is known, else indeterminate; with a line saying where it is. */
export const TransferBar = ({ progress, label }: { progress: Progress; label: string }) => {
    const percent = percentOf(progress.loaded, progress.total);
    return (
        <Box sx={{ mt: 2 }}>
            <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} aria-label={label} aria-valuetext={label} />
            <Typography variant="caption" color="text.secondary" aria-live="polite">
                {label}
            </Typography>
        </Box>
    );
};
