import Share from '@mui/icons-material/ShareOutlined';
import { useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../../ui/PageStates';
import type { LicenseType } from '../../../data/domainLicenses/api';
import { InitiateButton } from './InitiateButton';

/** Nothing listed: with a search, say to change it; otherwise what fills this tab and how. */
export const LicensesEmpty = ({ tab }: { tab: LicenseType }) => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const searching = Object.entries(filterValues).some(([key, value]) => key !== 'type' && value !== undefined && value !== '');
    if (searching) return <EmptyState icon={<Share />} title={translate('domainLicense.empty.noMatch')} />;
    return (
        <EmptyState
            icon={<Share />}
            title={translate(`domainLicense.empty.${tab}Title`)}
            body={translate(`domainLicense.empty.${tab}Body`)}
            action={tab === 'initiate' ? <InitiateButton /> : undefined}
        />
    );
};
