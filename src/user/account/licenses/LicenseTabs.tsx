import { useTranslate } from 'react-admin';
import { PathTabs } from '../../../ui/PathTabs';
import { LICENSE_TYPES, type LicenseType } from '../../../data/domainLicenses/api';
import { userPaths } from '../../paths';

/** Received / initiated: each tab is its own address. */
export const LicenseTabs = ({ current }: { current: LicenseType }) => {
    const translate = useTranslate();
    return (
        <PathTabs
            current={current}
            label={translate('domainLicense.tabsLabel')}
            tabs={LICENSE_TYPES.map(tab => ({ value: tab, label: translate(`domainLicense.tabs.${tab}`), to: userPaths.domainLicenses(tab) }))}
        />
    );
};
