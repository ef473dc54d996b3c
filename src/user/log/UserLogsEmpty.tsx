import History from '@mui/icons-material/History';
import { useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../ui/PageStates';

/** Nothing logged: with a keyword, say to change it; otherwise to widen the date range. */
export const UserLogsEmpty = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const searching = typeof filterValues.key === 'string' && filterValues.key.trim() !== '';
    return (
        <EmptyState
            icon={<History />}
            title={translate(searching ? 'userLogs.empty.noMatch' : 'userLogs.empty.title')}
            body={translate(searching ? 'userLogs.empty.noMatchBody' : 'userLogs.empty.body')}
        />
    );
};
