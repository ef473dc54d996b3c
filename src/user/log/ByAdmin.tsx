import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserLog } from '../../data/userLogs/api';

/** "by administrator Y" under a log row an administrator made while acting as the user; nothing otherwise. */
export const ByAdmin = ({ log }: { log: UserLog }) => {
    const translate = useTranslate();
    if (!log.operator) return null;
    return (
        <Typography variant="caption" component="div" color="warning.main" data-testid="log-by-admin">
            {translate('actingAs.byAdmin', { admin: log.operator })}
        </Typography>
    );
};
