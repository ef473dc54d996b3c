import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, List, SearchInput, TopToolbar, useDelete, useNotify, useTranslate } from 'react-admin';
import type { HttpdnsUserConfig } from '../../../data/httpdnsAdmin/api';
import { EmptyState } from '../../../ui/PageStates';
import { scrollingListSx } from '../../../ui/listLayout';
import { useListPaging } from '../../../console/overrides/ListPaging';
import { UserConfigDialog, type UserConfigDialogState } from './UserConfigDialog';
import { Confirm } from '../../../ui/singleFlight';

const RESOURCE = 'httpdnsUserConfig';
const Column = DataTable.Col<HttpdnsUserConfig>;

const DomainsCell = ({ record }: { record: HttpdnsUserConfig }) => {
    const translate = useTranslate();
    const domains = String(record.domains ?? '')
        .split(',')
        .filter(Boolean);
    if (domains.length === 0) return <>{translate('httpdnsSettings.users.allDomains')}</>;
    return (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {domains.map(domain => (
                <Chip key={domain} size="small" variant="outlined" label={domain} />
            ))}
        </Stack>
    );
};

/** The per-user HTTPDNS configs: search, paging, add and edit in a dialog, delete after a confirmation. */
export const UserConfigsTab = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const [dialog, setDialog] = useState<UserConfigDialogState>(null);
    const [deleting, setDeleting] = useState<HttpdnsUserConfig | null>(null);
    const [remove, { isPending: removing }] = useDelete<HttpdnsUserConfig>();

    const confirmDelete = async () => {
        if (!deleting) return;
        try {
            await remove(RESOURCE, { id: deleting.id, previousData: deleting }, { mutationMode: 'pessimistic', returnPromise: true });
            notify('common.done.deleted', { type: 'success' });
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        }
        setDeleting(null);
    };

    const addButton = <Button label="httpdnsSettings.users.add" onClick={() => setDialog({ mode: 'add' })} startIcon={<AddIcon />} variant="contained" />;
    const filters = [<SearchInput key="username" source="username" alwaysOn placeholder={translate('httpdnsSettings.users.search')} />];

    return (
        <>
            <List<HttpdnsUserConfig>
                resource={RESOURCE}
                title={false}
                filters={filters}
                actions={<TopToolbar>{addButton}</TopToolbar>}
                {...useListPaging()}
                empty={false}
                storeKey="httpdnsUserConfig.admin"
                sx={scrollingListSx}
            >
                <DataTable<HttpdnsUserConfig>
                    rowClick={false}
                    bulkActionButtons={false}
                    empty={
                        <EmptyState title={translate('httpdnsSettings.users.empty')} body={translate('httpdnsSettings.users.emptyBody')} action={addButton} />
                    }
                >
                    <Column source="username" disableSort />
                    <Column source="accountId" disableSort />
                    <Column source="domains" disableSort render={record => <DomainsCell record={record} />} sx={{ minWidth: 180 }} />
                    <Column
                        source="qpsLimit"
                        disableSort
                        align="right"
                        render={record => (Number(record.qpsLimit) > 0 ? String(record.qpsLimit) : translate('httpdnsSettings.users.noLimit'))}
                    />
                    <Column
                        source="status"
                        disableSort
                        render={record => (
                            <Chip
                                size="small"
                                variant="outlined"
                                color={Number(record.status) === 1 ? 'success' : 'default'}
                                label={translate(Number(record.status) === 1 ? 'httpdnsSettings.domains.on' : 'httpdnsSettings.domains.off')}
                            />
                        )}
                    />
                    <Column source="createTime" disableSort sx={{ whiteSpace: 'nowrap' }} />
                    <Column
                        label="httpdnsSettings.users.actions"
                        disableSort
                        align="right"
                        sx={{ whiteSpace: 'nowrap' }}
                        render={record => (
                            <>
                                <Button label="httpdnsSettings.users.edit" startIcon={<EditIcon />} onClick={() => setDialog({ mode: 'edit', record })} />
                                <Button label="httpdnsSettings.users.delete" startIcon={<DeleteIcon />} color="error" onClick={() => setDeleting(record)} />
                            </>
                        )}
                    />
                </DataTable>
            </List>
            <UserConfigDialog state={dialog} onClose={() => setDialog(null)} />
            <Confirm
                isOpen={deleting !== null}
                loading={removing}
                title="httpdnsSettings.users.deleteTitle"
                content="httpdnsSettings.users.deleteContent"
                translateOptions={{ name: deleting?.username ?? '' }}
                onConfirm={confirmDelete}
                onClose={() => setDeleting(null)}
            />
        </>
    );
};
