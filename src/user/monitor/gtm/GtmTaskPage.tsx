import Add from '@mui/icons-material/Add';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Alert, Box, Link, Typography } from '@mui/material';
import { Button, DataTable, List, SearchInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { ListError } from '../../../ui/ListError';
import { EmptyState, NoMatch } from '../../../ui/PageStates';
import { USER_PAGE_SIZE_OPTIONS } from '../../../config/constants';
import { scrollingListSx } from '../../../ui/listLayout';
import { useListPaging } from '../../../console/overrides/ListPaging';
import type { GtmTask } from '../../../data/gtmTasks/api';
import { GtmRowActions } from './GtmRowActions';
import { GtmStateChip } from './GtmStateChip';
import { userPaths } from '../../paths';
import { recordName } from './recordName';
import { CheckSummary } from './CheckSummary';

const Column = DataTable.Col<GtmTask>;

/** The tasks' states follow the checks: the list refreshes itself. */
const STATE_POLL_MS = 30_000;

const AddTaskButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' }) => {
    const navigate = useNavigate();
    return (
        <Button label="gtm.add" variant={variant} onClick={() => navigate(userPaths.gtmRule())}>
            <Add />
        </Button>
    );
};

const Intro = () => {
    const translate = useTranslate();
    return (
        <Alert severity="info" sx={{ mb: 1 }}>
            {translate('gtm.intro')}
        </Alert>
    );
};

const Empty = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ m: 'auto' }} data-testid="gtm-empty">
            <EmptyState
                icon={<SwapHoriz />}
                title={translate('gtm.emptyTitle')}
                body={translate('gtm.emptyBody')}
                action={<AddTaskButton variant="contained" />}
            />
        </Box>
    );
};

const TasksNoMatch = () => {
    const { filterValues } = useListContext();
    return <NoMatch message={filterValues?.key ? 'gtm.noMatch' : 'gtm.emptyTitle'} />;
};

const Pools = ({ task }: { task: GtmTask }) => (
    <Box sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', minWidth: 160 }}>
        <div>{task.primary.join(', ')}</div>
        <Typography component="div" variant="inherit" color="text.secondary">
            ↳ {task.backup.join(', ')}
        </Typography>
    </Box>
);

const LastSwitch = ({ task }: { task: GtmTask }) => {
    const translate = useTranslate();
    return <>{task.lastSwitchTime || translate('gtm.never')}</>;
};

/** /a-monitor/gtm: the scheduling tasks (only with the `dm` flag), their state and last switch. */
export const GtmTaskPage = () => {
    const translate = useTranslate();
    return (
        <List<GtmTask>
            resource="gtmTask"
            title="routes.gtm"
            filters={[<SearchInput key="key" source="key" alwaysOn placeholder={translate('gtm.search')} />]}
            {...useListPaging(USER_PAGE_SIZE_OPTIONS)}
            actions={
                <TopToolbar>
                    <AddTaskButton />
                </TopToolbar>
            }
            queryOptions={{ refetchInterval: STATE_POLL_MS }}
            empty={<Empty />}
            error={<ListError />}
            exporter={false}
            sx={scrollingListSx}
        >
            <Intro />
            <DataTable<GtmTask>
                rowClick={false}
                bulkActionButtons={<BatchDeleteButton label="ra.action.delete" title="gtm.batchDeleteTitle" content="gtm.batchDeleteContent" />}
                empty={<TasksNoMatch />}
            >
                <Column
                    source="host"
                    label="gtm.record"
                    disableSort
                    render={task => (
                        <Link component={RouterLink} to={userPaths.gtmRule(task.id)} underline="hover" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
                            {recordName(task)}
                        </Link>
                    )}
                />
                <Column source="type" label="gtm.type" disableSort />
                <Column source="primary" label="gtm.pools" disableSort render={task => <Pools task={task} />} />
                <Column source="checkType" label="gtm.rule.checkType" disableSort render={task => <CheckSummary task={task} />} />
                <Column source="state" label="gtm.state" disableSort render={task => <GtmStateChip state={task.state} />} />
                <Column source="lastSwitchTime" label="gtm.lastSwitchTime" disableSort render={task => <LastSwitch task={task} />} />
                <Column label="gtm.actions" disableSort align="right">
                    <GtmRowActions />
                </Column>
            </DataTable>
        </List>
    );
};
