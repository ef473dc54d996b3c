import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { describeChange } from '../../../data/adminAudit/csv';
import type { AuditEntry } from '../../../data/adminAudit/types';
import { useAuditSummary } from './auditSummary';

/** The action's name, and the user when the administrator acted as one. */
export const AuditAction = ({ entry }: { entry: AuditEntry }) => {
    const translate = useTranslate();
    return (
        <Box>
            <Chip
                size="small"
                variant="outlined"
                color={entry.action === 'acting' || entry.action === 'signInAs' ? 'warning' : 'default'}
                label={translate(`adminAudit.actions.${entry.action}`)}
            />
            {entry.actingAs ? (
                <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.25 }}>
                    {translate('adminAudit.asUser', { user: entry.actingAs })}
                </Typography>
            ) : null}
        </Box>
    );
};

/** The summary in the language shown, then each changed field on its line ("field: before → after"; secrets arrive masked). */
export const AuditSummary = ({ entry }: { entry: AuditEntry }) => {
    const summary = useAuditSummary();
    return (
        <Box sx={{ overflowWrap: 'anywhere' }}>
            <Typography variant="body2">{summary(entry)}</Typography>
            {entry.changes.map(change => (
                <Typography key={change.field} variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {describeChange(change)}
                </Typography>
            ))}
        </Box>
    );
};
