import { CardContent, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataTable, List, SearchInput, SelectInput, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { PageCard } from '../../ui/PageCard';
import { EmptyState } from '../../ui/PageStates';
import { scrollingListSx } from '../../ui/listLayout';
import { useListPaging } from '../../console/overrides/ListPaging';
import type { ProbeIp } from '../../data/cdnTools/api';
import { ListError, quietListErrors } from '../../ui/ListError';

const P = 'cdn.probes';
const Column = DataTable.Col<ProbeIp>;

const STATES = [
    { id: 1, name: `${P}.online` },
    { id: 0, name: `${P}.offline` },
];

const StatusChip = ({ status }: { status: 0 | 1 }) => {
    const translate = useTranslate();
    return <Chip size="small" variant="outlined" color={status === 1 ? 'success' : 'error'} label={translate(status === 1 ? `${P}.online` : `${P}.offline`)} />;
};

const Latency = ({ probe }: { probe: ProbeIp }) => {
    const translate = useTranslate();
    return <>{probe.status === 1 ? translate(`${P}.ms`, { count: probe.latency }) : '-'}</>;
};

/** The IP search (trimmed when sent), the ISP (from the CDN enums) and the state. */
const useProbeFilters = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const enums = useQuery({ queryKey: ['cdnTools', 'enums'], queryFn: () => dataProvider.getCdnEnums(), retry: 1 });
    const isps = enums.data?.isps;
    const search = translate(`${P}.search`);
    return useMemo(
        () => [
            <SearchInput key="ip" source="ip" alwaysOn placeholder={search} sx={{ minWidth: 200 }} />,
            <SelectInput
                key="isp"
                source="isp"
                alwaysOn
                emptyText={`${P}.any`}
                choices={(isps ?? []).map(isp => ({ id: isp, name: isp }))}
                translateChoice={false}
                isPending={!isps}
                sx={{ minWidth: 140 }}
            />,
            <SelectInput key="status" source="status" alwaysOn emptyText={`${P}.any`} choices={STATES} sx={{ minWidth: 140 }} />,
        ],
        [isps, search],
    );
};

/** The probe IPs of the monitoring (/admin/cdn/probes): the probeIp resource, searched by IP, filtered by ISP and state. */
export const ProbeIpsPage = () => {
    const translate = useTranslate();
    return (
        <PageCard title={`${P}.title`} sx={{ mb: 2 }}>
            <CardContent>
                <List<ProbeIp>
                    resource="probeIp"
                    title={false}
                    filters={useProbeFilters()}
                    actions={false}
                    exporter={false}
                    empty={false}
                    error={<ListError />}
                    queryOptions={quietListErrors}
                    storeKey="probeIp.admin"
                    {...useListPaging()}
                    sx={scrollingListSx}
                >
                    <DataTable<ProbeIp>
                        rowClick={false}
                        bulkActionButtons={false}
                        empty={<EmptyState title={translate(`${P}.empty`)} />}
                        data-testid="probe-table"
                    >
                        <Column source="ip" disableSort sx={{ whiteSpace: 'nowrap' }} />
                        <Column source="region" disableSort sx={{ whiteSpace: 'nowrap' }} />
                        <Column source="isp" disableSort sx={{ whiteSpace: 'nowrap' }} />
                        <Column source="status" disableSort render={probe => <StatusChip status={probe.status} />} />
                        <Column source="latency" disableSort sx={{ whiteSpace: 'nowrap' }} render={probe => <Latency probe={probe} />} />
                        <Column source="lastCheck" disableSort sx={{ whiteSpace: 'nowrap' }} />
                    </DataTable>
                </List>
            </CardContent>
        </PageCard>
    );
};

export default ProbeIpsPage;
