import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UpdateStatus } from '../../data/adminOverview/api';

/** The update under way (a progress bar and its step), or how it ended: done, or failed with the server's reason and a retry. */
export const UpdateProgress = ({ status, onRetry, retrying }: { status: UpdateStatus; onRetry: () => void; retrying: boolean }) => {
    const translate = useTranslate();
    if (status.state === 'running') {
        return (
            <Box data-testid="update-progress" role="status" aria-live="polite">
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                    {translate('adminDashboard.version.running', { version: status.toVersion })}
                </Typography>
                <LinearProgress
                    variant="determinate"
                    value={status.progress}
                    aria-label={translate('adminDashboard.version.running', { version: status.toVersion })}
                />
                <Typography
                    variant="caption"
                    color="text.secondary"
                    data-testid="update-step"
                    sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}
                >
                    <span>{status.step ? translate(`adminDashboard.version.step.${status.step}`) : null}</span>
                    <span>{`${status.progress}%`}</span>
                </Typography>
            </Box>
        );
    }
    if (status.state === 'failed') {
        return (
            <Alert
                severity="error"
                data-testid="update-failed"
                action={
                    <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
                        {translate('adminDashboard.version.retry')}
                    </Button>
                }
                sx={{ flexWrap: 'wrap', '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
            >
                {translate('adminDashboard.version.failed', { message: status.message })}
            </Alert>
        );
    }
    if (status.state === 'done') {
        return (
            <Alert severity="success" data-testid="update-done">
                {translate('adminDashboard.version.done', { version: status.toVersion })}
            </Alert>
        );
    }
    return null;
};
