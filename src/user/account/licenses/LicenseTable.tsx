import { Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import { LICENSE_STATUS, type DomainLicense, type LicenseType } from '../../../data/domainLicenses/api';
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

/** A page of licences: the domain, the other account, state, times and what can be done. */
export const LicenseTable = ({ tab }: { tab: LicenseType }) => (
    <DataTable<DomainLicense> rowClick={false} bulkActionButtons={false} empty={<LicensesEmpty tab={tab} />}>
        <Column source="domain" label="domainLicense.columns.domain" disableSort sx={{ fontWeight: 500, whiteSpace: 'nowrap' }} />
        {tab === 'receive' ? (
            <Column source="fromAccount" label="domainLicense.columns.from" disableSort />
        ) : (
            <Column source="toAccount" label="domainLicense.columns.to" disableSort />
        )}
        <Column source="status" label="domainLicense.columns.status" disableSort render={licence => <LicenseStatusChip status={licence.status} />} />
        <Column source="createTime" label="domainLicense.columns.createTime" sx={{ whiteSpace: 'nowrap' }} />
        <Column source="updateTime" label="domainLicense.columns.updateTime" disableSort sx={{ whiteSpace: 'nowrap' }} />
        <Column label="domainLicense.columns.actions" disableSort align="right" render={licence => <Actions licence={licence} tab={tab} />} />
    </DataTable>
);
