import { Box, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import {
    Create,
    DataTable,
    Edit,
    EditButton,
    List,
    SearchInput,
    SimpleList,
    TextInput,
    BooleanInput,
    required,
    useNotify,
    useRedirect,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { useListPaging } from '../../../console/overrides/ListPaging';
import { isOn, type SysConfig } from '../../../data/sysConfig/api';
import { JsonInput } from './JsonInput';
import { StatusToggle } from './StatusToggle';
import { SimpleForm } from '../../../ui/singleFlight';
import { DeleteWithConfirmButton } from '../../../ui/singleFlight';

const Column = DataTable.Col<SysConfig>;

const ValuePreview = () => {
    const record = useRecordContext<SysConfig>();
    if (!record?.paramValue) return null;
    return (
        <Tooltip
            title={
                <Box component="pre" sx={{ m: 0, maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
                    {record.paramValue}
                </Box>
            }
        >
            <Box
                component="code"
                sx={{
                    display: 'block',
                    maxWidth: 360,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    fontSize: 12,
                    color: 'text.secondary',
                }}
            >
                {record.paramValue}
            </Box>
        </Tooltip>
    );
};

const useFilters = () => [<SearchInput key="paramKey" source="paramKey" alwaysOn placeholder={useTranslate()('sysConfig.search')} />];

/** A table on wide screens; on a phone a list (key, remark, switch) whose rows open the form. */
const Rows = () => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    if (phone) {
        return (
            <SimpleList<SysConfig>
                rowClick="edit"
                primaryText={record => (
                    <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {record.paramKey}
                    </Box>
                )}
                secondaryText={record => record.remark}
                rightIcon={() => <StatusToggle />}
            />
        );
    }
    return (
        <DataTable<SysConfig> rowClick={false}>
            <Column source="id" />
            <Column source="paramKey" sx={{ fontFamily: 'monospace' }} />
            <Column source="remark" />
            <Column source="status" field={StatusToggle} sx={{ whiteSpace: 'nowrap' }} />
            <Column source="paramValue" field={ValuePreview} disableSort />
            <Column label="" align="right" disableSort sx={{ whiteSpace: 'nowrap' }}>
                <EditButton />
                <DeleteWithConfirmButton mutationMode="pessimistic" successMessage="sysConfig.deleted" />
            </Column>
        </DataTable>
    );
};

export const ConfigList = () => (
    <List<SysConfig> title="menu.sysConfig" filters={useFilters()} {...useListPaging()} exporter={false}>
        <Rows />
    </List>
);

/** Status travels as 0/1 and the switch edits a boolean. */
const statusFormat = (value: SysConfig['status']) => isOn(value);
const statusParse = (value: boolean) => (value ? 1 : 0);

const ConfigForm = () => (
    <SimpleForm sx={{ maxWidth: 720 }}>
        <TextInput source="paramKey" validate={required()} />
        <TextInput source="remark" />
        <JsonInput source="paramValue" />
        <BooleanInput source="status" format={statusFormat} parse={statusParse} />
    </SimpleForm>
);

/** Pessimistic saves: a failed save keeps every typed value and shows the server's msg. */
const useSaved = () => {
    const notify = useNotify();
    const redirect = useRedirect();
    return { onSuccess: () => (notify('sysConfig.saved', { type: 'success' }), redirect('list', 'config')) };
};

export const ConfigEdit = () => (
    <Edit<SysConfig> mutationMode="pessimistic" mutationOptions={useSaved()}>
        <ConfigForm />
    </Edit>
);

export const ConfigCreate = () => (
    <Create<SysConfig> mutationOptions={useSaved()} record={{ status: 1, paramValue: '{}' }}>
        <ConfigForm />
    </Create>
);
