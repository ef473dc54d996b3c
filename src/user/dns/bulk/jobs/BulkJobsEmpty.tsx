import History from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../../ui/PageStates';
import { userPaths } from '../../../paths';

/** No job yet: say where bulk jobs come from. */
export const BulkJobsEmpty = () => {
    const translate = useTranslate();
    return (
        <EmptyState
            icon={<History />}
            title={translate('bulkJobs.log.empty')}
            body={translate('bulkJobs.log.emptyHint')}
            action={
                <Button component={Link} to={userPaths.bulk('domainsCreate')} variant="outlined">
                    {translate('routes.bulkPage.domainsCreate')}
                </Button>
            }
        />
    );
};
