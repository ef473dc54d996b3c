import { Link, Stack } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LICENSE_STATUS, type DomainLicense, type LicenseType } from '../../../data/domainLicenses/api';
import { licenseRightsName } from '../../../data/domainLicenses/rights';
import { userPaths } from '../../paths';
import { LicenseActionButton } from './LicenseActionButton';
import { LicensesEmpty } from './LicensesEmpty';
import { LicenseStatusChip } from './LicenseStatusChip';

const Column = DataTable.Col<DomainLicense>;

const Actions = ({ licence, tab }: { licence: DomainLicense; tab: LicenseType }) => {
    const status = Number(licence.status);
    if (tab === 'receive')
        return status === LICENSE_STATUS.pending ? (
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                <LicenseActionButton licence={licence} action="accept" account={licence.fromAccount} />
                <LicenseActionButton licence={licence} action="refuse" account={licence.fromAccount} />
            </Stack>
        ) : null;
    return status === LICENSE_STATUS.pending || status === LICENSE_STATUS.accepted ? (
        <LicenseActionButton licence={licence} action="revoke" account={licence.toAccount} />
    ) : null;
};

/**
 * The domain: on an accepted licence I received, a link to its pages (the owner's id in the address is put right by
 * the domain's page, which reads it from the server).
 */
const DomainCell = ({ licence, tab }: { licence: DomainLicense; tab: LicenseType }) =>
    tab === 'receive' && Number(licence.status) === LICENSE_STATUS.accepted ? (
        <Link component={RouterLink} to={userPaths.domainPage({ domain: licence.domain, id: licence.domainId, userId: 0 })} underline="hover">
            {licence.domain}
        </Link>
    ) : (
        <>{licence.domain}</>
    );

const RightsCell = ({ licence }: { licence: DomainLicense }) => {
    const translate = useTranslate();
    return <>{translate(`licenseRights.${licenseRightsName(licence.rights)}`)}</>;
};

/** A page of licences: the domain, the other account, state, times and what can be done. */
export const LicenseTable = ({ tab }: { tab: LicenseType }) => (
    <DataTable<DomainLicense> rowClick={false} bulkActionButtons={false} empty={<LicensesEmpty tab={tab} />}>
        <Column
            source="domain"
            label="domainLicense.columns.domain"
            disableSort
            sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
            render={licence => <DomainCell licence={licence} tab={tab} />}
        />
        {tab === 'receive' ? (
            <Column source="fromAccount" label="domainLicense.columns.from" disableSort />
        ) : (
            <Column source="toAccount" label="domainLicense.columns.to" disableSort />
        )}
        <Column source="rights" label="licenseRights.label" disableSort render={licence => <RightsCell licence={licence} />} />
        <Column source="status" label="domainLicense.columns.status" disableSort render={licence => <LicenseStatusChip status={licence.status} />} />
        <Column source="createTime" label="domainLicense.columns.createTime" sx={{ whiteSpace: 'nowrap' }} />
        <Column source="updateTime" label="domainLicense.columns.updateTime" disableSort sx={{ whiteSpace: 'nowrap' }} />
        <Column label="domainLicense.columns.actions" disableSort align="right" render={licence => <Actions licence={licence} tab={tab} />} />
    </DataTable>
);
