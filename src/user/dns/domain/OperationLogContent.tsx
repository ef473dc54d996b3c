import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OperationLogEntry } from '../../../data/domainLogs/api';
import { userPaths } from '../../paths';
import { useLogText } from '../../../ui/logText';
import { useDomainParams } from './domainParams';

/** An operation log row's details; a row that tells of a change set links to its diff in the change history. */
/** An operation log row's action in the language shown. */
export const OperationLogAction = ({ log }: { log: OperationLogEntry }) => <>{useLogText().action(log.action)}</>;

export const OperationLogContent = ({ log }: { log: OperationLogEntry }) => {
    const translate = useTranslate();
    const domain = useDomainParams();
    const { summary } = useLogText();
    return (
        <>
            {summary(log.content)}
            {log.changeSetId > 0 ? (
                <>
                    {' '}
                    <Link
                        component={RouterLink}
                        to={userPaths.zoneHistory(domain, log.changeSetId)}
                        sx={{ whiteSpace: 'nowrap' }}
                        data-testid="log-view-changes"
                    >
                        {translate('zoneHistory.viewChanges')}
                    </Link>
                </>
            ) : null}
        </>
    );
};
