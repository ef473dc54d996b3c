import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable } from 'react-admin';
import type { UserLog } from '../../data/userLogs/api';
import { ByAdmin } from './ByAdmin';
import { MethodChip } from './MethodChip';
import { UserLogCards } from './UserLogCards';
import { UserLogsEmpty } from './UserLogsEmpty';
import { useKnownName } from '../../ui/useKnownName';
import { useLogText } from '../../ui/logText';

const Column = DataTable.Col<UserLog>;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The page of log rows: time, method, action, content, IP and area; cards at phone width. */
export const UserLogTable = () => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const knownName = useKnownName();
    const logText = useLogText();
    if (phone) return <UserLogCards />;
    return (
        <DataTable<UserLog> rowClick={false} bulkActionButtons={false} empty={<UserLogsEmpty />}>
            <Column source="createTime" disableSort sx={nowrap} />
            <Column source="method" disableSort render={log => <MethodChip method={log.method} />} />
            <Column source="action" disableSort sx={nowrap} render={log => logText.action(log.action)} />
            <Column
                source="content"
                disableSort
                sx={{ minWidth: 200, overflowWrap: 'anywhere' }}
                render={log => (
                    <>
                        {logText.summary(log.content)}
                        <ByAdmin log={log} />
                    </>
                )}
            />
            <Column source="ip" disableSort sx={{ ...nowrap, fontFamily: 'monospace' }} />
            <Column source="area" disableSort sx={nowrap} render={log => knownName(log.area)} />
        </DataTable>
    );
};
