import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SettingsBackupRestore from '@mui/icons-material/SettingsBackupRestore';
import { Box, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, List, SearchInput, TopToolbar, useGetOne, useListContext, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { ListError } from '../../../ui/ListError';
import { EmptyState, LoadError, PageLoading, NoMatch } from '../../../ui/PageStates';
import { USER_PAGE_SIZE_OPTIONS } from '../../../config/constants';
import { scrollingListSx } from '../../../ui/listLayout';
import { useListPaging } from '../../../console/overrides/ListPaging';
import { prefixOfZone, type ReversePrefix } from '../../../validation/ptr';
import type { PtrZone } from '../../../data/ptrZones/api';
import { userPaths } from '../../paths';
import { PtrNotice } from './PtrNotice';
import type { PtrRecord } from '../../../data/ptrRecords/api';
import { PtrStatusChip } from './PtrStatusChip';
import { RecordDialog } from './RecordDialog';
import { RecordRowActions } from './RecordRowActions';

const Column = DataTable.Col<PtrRecord>;

/** The status of a fresh change is polled, so "taking effect" turns "active" without a reload. */
const STATUS_POLL_MS = 30_000;

interface ZoneProps {
    zone: PtrZone;
    prefix: ReversePrefix;
}

/** The add button of the toolbar and of the empty state; the dialog lives with the page, so it survives the list switching between them. */
const AddRecordButton = ({ onAdd, variant = 'text' }: { onAdd: () => void; variant?: 'text' | 'contained' }) => (
    <Button label="ptr.records.add" variant={variant} onClick={onAdd}>
        <Add />
    </Button>
);

const Empty = ({ zone, onAdd }: { zone: PtrZone; onAdd: () => void }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ m: 'auto' }} data-testid="ptr-records-empty">
            <PtrNotice />
            <EmptyState
                icon={<SettingsBackupRestore />}
                title={translate('ptr.records.emptyTitle')}
                body={translate('ptr.records.emptyBody', { prefix: zone.prefix })}
                action={<AddRecordButton onAdd={onAdd} variant="contained" />}
            />
        </Box>
    );
};

const RecordsNoMatch = () => {
    const { filterValues } = useListContext();
    return <NoMatch message={filterValues?.key ? 'ptr.records.noMatch' : 'ptr.records.emptyTitle'} />;
};

const Header = ({ zone }: { zone?: PtrZone }) => {
    const translate = useTranslate();
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mt: 1 }}>
            <MuiButton component={Link} to={userPaths.ptrZones()} startIcon={<ArrowBack />} data-testid="ptr-back" sx={{ alignSelf: 'flex-start' }}>
                {translate('ptr.records.back')}
            </MuiButton>
            {zone ? (
                <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {zone.zoneName}
                    <Typography component="span" color="text.secondary" sx={{ ml: 1, fontFamily: 'inherit' }}>
                        {zone.prefix}
                    </Typography>
                </Typography>
            ) : null}
        </Stack>
    );
};

const Records = ({ zone, prefix }: ZoneProps) => {
    const translate = useTranslate();
    const [adding, setAdding] = useState(false);
    const onAdd = () => setAdding(true);
    return (
        <>
            {adding ? <RecordDialog zone={zone} prefix={prefix} onClose={() => setAdding(false)} /> : null}
            <List<PtrRecord>
                resource="ptrRecord"
                title="routes.ptrRecord"
                storeKey={`ptrRecord.zone${zone.id}`}
                filter={{ zoneId: zone.id }}
                filters={[<SearchInput key="key" source="key" alwaysOn placeholder={translate('ptr.records.search')} />]}
                {...useListPaging(USER_PAGE_SIZE_OPTIONS)}
                actions={
                    <TopToolbar>
                        <AddRecordButton onAdd={onAdd} />
                    </TopToolbar>
                }
                queryOptions={{ refetchInterval: STATUS_POLL_MS }}
                empty={<Empty zone={zone} onAdd={onAdd} />}
                error={<ListError />}
                exporter={false}
                sx={scrollingListSx}
            >
                <PtrNotice />
                <DataTable<PtrRecord>
                    rowClick={false}
                    bulkActionButtons={
                        <BatchDeleteButton label="ptr.records.batchDelete" title="ptr.records.batchDeleteTitle" content="ptr.records.batchDeleteContent" />
                    }
                    empty={<RecordsNoMatch />}
                >
                    <Column source="address" label="ptr.records.address" disableSort sx={{ fontFamily: 'monospace' }} />
                    <Column source="host" label="ptr.records.host" disableSort sx={{ fontFamily: 'monospace' }} />
                    <Column source="target" label="ptr.records.target" disableSort />
                    <Column source="ttl" label="ptr.records.ttl" disableSort align="right" />
                    <Column source="status" label="ptr.records.status" disableSort render={record => <PtrStatusChip status={record.status} />} />
                    <Column source="updateTime" label="ptr.records.updateTime" disableSort />
                    <Column label="ptr.records.actions" disableSort align="right">
                        <RecordRowActions zone={zone} prefix={prefix} />
                    </Column>
                </DataTable>
            </List>
        </>
    );
};

/** /dns/domain/ptr/record?zone=<id>: one reverse zone's PTR records. */
export const PtrRecordPage = () => {
    const [search] = useSearchParams();
    const zoneId = Number(search.get('zone'));
    const valid = Number.isInteger(zoneId) && zoneId > 0;
    const { data: zone, isPending, error, refetch } = useGetOne<PtrZone>('ptrZone', { id: zoneId }, { enabled: valid });
    const translate = useTranslate();
    const prefix = zone ? prefixOfZone(zone.zoneName) : undefined;
    return (
        <Box sx={{ width: '100%' }}>
            <Header zone={zone} />
            {!valid ? (
                <LoadError error={new Error(translate('ptr.records.zoneMissing'))} />
            ) : isPending ? (
                <PageLoading />
            ) : error ? (
                <LoadError error={error} onRetry={() => void refetch()} />
            ) : zone && prefix ? (
                <Records zone={zone} prefix={prefix} />
            ) : (
                <LoadError error={new Error(translate('ptr.records.zoneMissing'))} />
            )}
        </Box>
    );
};
