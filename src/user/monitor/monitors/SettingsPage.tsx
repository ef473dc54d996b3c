import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import MonitorHeart from '@mui/icons-material/MonitorHeartOutlined';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { Stack } from '@mui/material';
import { useState } from 'react';
import {
    Button,
    DataTable,
    List,
    SearchInput,
    SelectInput,
    TopToolbar,
    useDataProvider,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
} from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { EmptyState } from '../../../ui/PageStates';
import { scrollingListSx } from '../../../ui/listLayout';
import type { MonitorRecord } from '../../../data/monitors/api';
import { monitorName } from '../../../data/monitors/types';
import { MonitorDialog, type MonitorDialogState } from './MonitorDialog';
import { StateChip } from './StateChip';
import { useMutation } from '../../../ui/singleFlight';
import { DeleteWithConfirmButton } from '../../../ui/singleFlight';

const Column = DataTable.Col<MonitorRecord>;

const AddButton = ({ onAdd }: { onAdd: () => void }) => (
    <Button label="monitors.settings.add" variant="contained" onClick={onAdd} data-testid="add-monitor">
        <AddIcon />
    </Button>
);

const RowActions = ({ onEdit }: { onEdit: (record: MonitorRecord) => void }) => {
    const record = useRecordContext<MonitorRecord>();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider<UserDataProvider>();
    const toggle = useMutation({
        mutationFn: (enabled: boolean) => dataProvider.setMonitorStatus([record?.id ?? 0], enabled),
        onSuccess: (_data, enabled) => {
            notify(enabled ? 'monitors.settings.resumed' : 'monitors.settings.paused', { type: 'success' });
            refresh();
        },
        onError: error => notify((error as Error)?.message || 'http.failed', { type: 'error' }),
    });
    if (!record) return null;
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Button label="monitors.settings.edit" onClick={() => onEdit(record)}>
                <EditIcon />
            </Button>
            <Button
                label={record.enabled ? 'monitors.settings.pause' : 'monitors.settings.resume'}
                onClick={() => toggle.mutate(!record.enabled)}
                disabled={toggle.isPending}
            >
                {record.enabled ? <Pause /> : <PlayArrow />}
            </Button>
            <DeleteWithConfirmButton
                label="monitors.settings.delete"
                confirmTitle={translate('monitors.settings.deleteTitle')}
                confirmContent={translate('monitors.settings.deleteConfirm', { name: monitorName(record) })}
                mutationMode="pessimistic"
                redirect={false}
            />
        </Stack>
    );
};

const Notify = ({ record }: { record: MonitorRecord }) => {
    const translate = useTranslate();
    const ways = [record.notifyMail ? translate('monitors.settings.mail') : '', record.notifySms ? translate('monitors.settings.sms') : ''].filter(Boolean);
    return <>{ways.length ? ways.join(' / ') : translate('monitors.settings.notifyNone')}</>;
};

/** Monitors per record: list, search, add / edit in a dialog, pause / resume, delete (one or a selection). */
export const MonitorSettingsPage = () => {
    const translate = useTranslate();
    const [dialog, setDialog] = useState<MonitorDialogState>(null);
    const add = () => setDialog({ mode: 'add' });
    const edit = (record: MonitorRecord) => setDialog({ mode: 'edit', record });
    const empty = (
        <EmptyState
            icon={<MonitorHeart />}
            title={translate('monitors.settings.empty')}
            body={translate('monitors.settings.emptyHelp')}
            action={<AddButton onAdd={add} />}
        />
    );
    const filters = [
        <SearchInput key="key" source="key" alwaysOn placeholder={translate('monitors.settings.search')} />,
        <SelectInput
            key="status"
            source="status"
            alwaysOn
            label="monitors.settings.status"
            choices={[
                { id: 'enabled', name: 'monitors.settings.enabled' },
                { id: 'paused', name: 'monitors.states.paused' },
            ]}
        />,
    ];
    return (
        <>
            <List<MonitorRecord>
                resource="monitor"
                title={false}
                filters={filters}
                actions={
                    <TopToolbar>
                        <AddButton onAdd={add} />
                    </TopToolbar>
                }
                exporter={false}
                empty={false}
                disableSyncWithLocation
                sx={scrollingListSx}
            >
                <DataTable<MonitorRecord>
                    rowClick={false}
                    empty={empty}
                    bulkActionButtons={
                        <BatchDeleteButton
                            label="monitors.settings.batchDelete"
                            title="monitors.settings.batchDeleteTitle"
                            content="monitors.settings.batchDeleteConfirm"
                        />
                    }
                >
                    <Column source="host" disableSort render={record => monitorName(record)} sx={{ minWidth: 160 }} />
                    <Column source="value" disableSort render={record => `${record.recordType} ${record.value}`} />
                    <Column
                        source="checkType"
                        disableSort
                        render={record =>
                            `${translate(`monitors.checkTypes.${record.checkType}`)}${record.port ? `:${record.port}` : ''}${record.path ? ` ${record.path}` : ''}`
                        }
                    />
                    <Column source="frequency" disableSort render={record => translate('monitors.every', { smart_count: record.frequency })} />
                    <Column label="monitors.settings.notify" disableSort render={record => <Notify record={record} />} />
                    <Column
                        source="enabled"
                        disableSort
                        render={record => (
                            <StateChip
                                state={record.enabled ? 'up' : 'paused'}
                                label={record.enabled ? 'monitors.settings.enabled' : 'monitors.states.paused'}
                            />
                        )}
                    />
                    <Column label="" disableSort align="right">
                        <RowActions onEdit={edit} />
                    </Column>
                </DataTable>
            </List>
            <MonitorDialog state={dialog} onClose={() => setDialog(null)} />
        </>
    );
};
