import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ListAlt from '@mui/icons-material/ListAlt';
import SettingsBackupRestore from '@mui/icons-material/SettingsBackupRestore';
import { Box, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, List, SearchInput, TopToolbar, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { ListError } from '../../../ui/ListError';
import { EmptyState, NoMatch } from '../../../ui/PageStates';
import { USER_PAGE_SIZE_OPTIONS } from '../../../config/constants';
import { scrollingListSx } from '../../../ui/listLayout';
import { useListPaging } from '../../../console/overrides/ListPaging';
import type { PtrZone } from '../../../data/ptrZones/api';
import { userPaths } from '../../paths';
import { PtrNotice } from './PtrNotice';
import { ZoneDialog } from './ZoneDialog';
import { DeleteWithConfirmButton } from '../../../ui/singleFlight';

const Column = DataTable.Col<PtrZone>;

/** The add button of the toolbar and of the empty state; the dialog lives with the page, so it survives the list switching between them. */
const AddZoneButton = ({ onAdd, variant = 'text' }: { onAdd: () => void; variant?: 'text' | 'contained' }) => (
    <Button label="ptr.zones.add" variant={variant} onClick={onAdd}>
        <Add />
    </Button>
);

const Empty = ({ onAdd }: { onAdd: () => void }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ m: 'auto' }} data-testid="ptr-zones-empty">
            <PtrNotice />
            <EmptyState
                icon={<SettingsBackupRestore />}
                title={translate('ptr.zones.emptyTitle')}
                body={translate('ptr.zones.emptyBody')}
                action={<AddZoneButton onAdd={onAdd} variant="contained" />}
            />
        </Box>
    );
};

const ZonesNoMatch = () => {
    const { filterValues } = useListContext();
    return <NoMatch message={Object.keys(filterValues ?? {}).length ? 'ptr.zones.noMatch' : 'ptr.zones.emptyTitle'} />;
};

const RowActions = () => {
    const zone = useRecordContext<PtrZone>();
    const navigate = useNavigate();
    if (!zone) return null;
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Button label="ptr.zones.records" onClick={() => navigate(userPaths.ptrRecords(zone.id))}>
                <ListAlt />
            </Button>
            <DeleteWithConfirmButton
                record={zone}
                resource="ptrZone"
                mutationMode="pessimistic"
                redirect={false}
                label="ptr.zones.delete"
                icon={<DeleteOutlined />}
                confirmTitle="ptr.zones.deleteTitle"
                confirmContent="ptr.zones.deleteContent"
                titleTranslateOptions={{ name: zone.zoneName }}
                confirmColor="warning"
                successMessage="ptr.zones.deleted"
            />
        </Stack>
    );
};

const BulkActions = () => <BatchDeleteButton label="ra.action.delete" title="ptr.zones.batchDeleteTitle" content="ptr.zones.batchDeleteContent" />;

/** /dns/domain/ptr: the user's reverse zones (in-addr.arpa, ip6.arpa); each opens its PTR records. */
export const PtrZonePage = () => {
    const translate = useTranslate();
    const [adding, setAdding] = useState(false);
    const onAdd = () => setAdding(true);
    return (
        <>
            {adding ? <ZoneDialog onClose={() => setAdding(false)} /> : null}
            <List<PtrZone>
                resource="ptrZone"
                title="routes.ptr"
                filters={[<SearchInput key="key" source="key" alwaysOn placeholder={translate('ptr.zones.search')} />]}
                {...useListPaging(USER_PAGE_SIZE_OPTIONS)}
                actions={
                    <TopToolbar>
                        <AddZoneButton onAdd={onAdd} />
                    </TopToolbar>
                }
                empty={<Empty onAdd={onAdd} />}
                error={<ListError />}
                exporter={false}
                sx={scrollingListSx}
            >
                <PtrNotice />
                <DataTable<PtrZone> rowClick={false} bulkActionButtons={<BulkActions />} empty={<ZonesNoMatch />}>
                    <Column
                        source="zoneName"
                        label="ptr.zones.zoneName"
                        disableSort
                        render={zone => (
                            <Link
                                component={RouterLink}
                                to={userPaths.ptrRecords(zone.id)}
                                underline="hover"
                                sx={{ fontWeight: 500, fontFamily: 'monospace', whiteSpace: 'nowrap' }}
                            >
                                {zone.zoneName}
                            </Link>
                        )}
                    />
                    <Column source="prefix" label="ptr.zones.prefix" disableSort />
                    <Column source="family" label="ptr.zones.family" disableSort render={zone => `IPv${zone.family}`} />
                    <Column source="recordCount" label="ptr.zones.recordCount" disableSort align="right" />
                    <Column source="createTime" label="ptr.zones.createTime" disableSort />
                    <Column label="ptr.zones.actions" disableSort align="right">
                        <RowActions />
                    </Column>
                </DataTable>
            </List>
        </>
    );
};
