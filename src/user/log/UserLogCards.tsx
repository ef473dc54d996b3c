import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { UserLog } from '../../data/userLogs/api';
import { ByAdmin } from './ByAdmin';
import { MethodChip } from './MethodChip';
import { UserLogsEmpty } from './UserLogsEmpty';
import { useKnownName } from '../../ui/useKnownName';
import { useLogText } from '../../ui/logText';

/** The log at phone width: one card per row (action and method, content, time, address and area). */
export const UserLogCards = () => {
    const { data, isPending } = useListContext<UserLog>();
    const knownName = useKnownName();
    const logText = useLogText();
    if (isPending) return null;
    if (!data?.length) return <UserLogsEmpty />;
    return (
        <Stack spacing={1} sx={{ p: 1 }} data-testid="log-cards">
            {data.map(log => (
                <Card key={log.id} variant="outlined">
                    <CardContent sx={{ pb: '12px !important' }}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                            <Typography variant="subtitle2">{logText.action(log.action)}</Typography>
                            <MethodChip method={log.method} />
                        </Stack>
                        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                            {logText.summary(log.content)}
                        </Typography>
                        <ByAdmin log={log} />
                        <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 1, color: 'text.secondary' }}>
                            <Typography variant="caption">{log.createTime}</Typography>
                            <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                                {log.ip}
                            </Typography>
                            <Typography variant="caption">{knownName(log.area)}</Typography>
                        </Box>
                    </CardContent>
                </Card>
            ))}
        </Stack>
    );
};
