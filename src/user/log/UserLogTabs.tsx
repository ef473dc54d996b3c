import { useStore, useTranslate } from 'react-admin';
import { PathTabs, tabLink, type KeptListParams } from '../../ui/PathTabs';
import { USER_LOG_METHODS, type UserLogMethod } from '../../data/userLogs/api';
import { USER_LOGS_STORE_KEY } from './listStore';
import { userPaths } from '../paths';

/** The method tabs (all, sign-ins, account changes, DNS changes): each a link to its path, keeping the search. */
export const UserLogTabs = ({ current }: { current: UserLogMethod }) => {
    const translate = useTranslate();
    const [params] = useStore<KeptListParams | undefined>(USER_LOGS_STORE_KEY);
    return (
        <PathTabs
            current={current}
            label={translate('userLogs.tabsLabel')}
            tabs={USER_LOG_METHODS.map(method => ({
                value: method,
                label: translate(`userLogs.tabs.${method}`),
                to: tabLink(userPaths.userLogs(method), params),
            }))}
        />
    );
};
