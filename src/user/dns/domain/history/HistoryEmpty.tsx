import History from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../../../ui/PageStates';

/** The history of a domain whose records were never changed through a change set. */
export const HistoryEmpty = () => {
    const translate = useTranslate();
    return <EmptyState icon={<History />} title={translate('zoneHistory.empty.title')} body={translate('zoneHistory.empty.body')} />;
};
