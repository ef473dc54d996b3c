import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button as MuiButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, List, useDelete, useNotify, useTranslate } from 'react-admin';
import { removalProblem, type AccountBlock } from '../../../../data/ptrZones/blocks';
import { EmptyState } from '../../../../ui/PageStates';
import { scrollingListSx } from '../../../../ui/listLayout';
import { useListPaging } from '../../../../console/overrides/ListPaging';
import { Confirm } from '../../../../ui/singleFlight';
import { AssignBlockDialog } from './AssignBlockDialog';

const RESOURCE = 'ptrBlock';
const Column = DataTable.Col<AccountBlock>;

/** Takes a block back after a confirmation; closed, with the reason, while the account has reverse zones inside it. */
const RemoveButton = ({ record, onRemove }: { record: AccountBlock; onRemove: (record: AccountBlock) => void }) => {
    const translate = useTranslate();
    const refusal = removalProblem(record.block, record.zones);
    const button = <Button label="ptrBlocks.remove" startIcon={<DeleteIcon />} color="error" disabled={!!refusal} onClick={() => onRemove(record)} />;
    return refusal ? (
        <Tooltip title={translate(refusal.message, refusal.args)}>
            <span>{button}</span>
        </Tooltip>
    ) : (
        button
    );
};

/**
 * The address blocks assigned to the account (its reverse zones are made inside them only): assign one in a dialog,
 * take one back after a confirmation. The rules are data/ptrZones/blocks.ts, as on the server.
 */
export const PtrBlocksTab = ({ userId }: { userId: number }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [assigning, setAssigning] = useState(false);
    const [removing, setRemoving] = useState<AccountBlock | null>(null);
    const [remove, { isPending }] = useDelete<AccountBlock>();

    const confirmRemove = async () => {
        if (!removing) return;
        try {
            await remove(RESOURCE, { id: removing.id, previousData: removing }, { mutationMode: 'pessimistic', returnPromise: true });
            notify('ptrBlocks.removed', { type: 'success' });
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        }
        setRemoving(null);
    };

    // labelled on a phone too (react-admin's Button keeps only its icon there)
    const assignButton = (
        <MuiButton onClick={() => setAssigning(true)} startIcon={<AddIcon />} variant="contained" sx={{ flexShrink: 0 }}>
            {translate('ptrBlocks.assign')}
        </MuiButton>
    );
    return (
        <div data-testid="user-ptrBlocks">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
                <Typography variant="body2" color="text.secondary">
                    {translate('ptrBlocks.intro')}
                </Typography>
                <div>{assignButton}</div>
            </Stack>
            <List<AccountBlock>
                resource={RESOURCE}
                filter={{ userId }}
                title={false}
                actions={false}
                disableSyncWithLocation
                storeKey={false}
                {...useListPaging()}
                empty={false}
                sx={scrollingListSx}
            >
                <DataTable<AccountBlock>
                    rowClick={false}
                    bulkActionButtons={false}
                    empty={<EmptyState title={translate('ptrBlocks.empty')} body={translate('ptrBlocks.emptyBody')} />}
                >
                    <Column source="block" label="ptrBlocks.block" disableSort sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }} />
                    <Column source="remark" label="ptrBlocks.remark" disableSort sx={{ minWidth: 120 }} />
                    <Column
                        source="zones"
                        label="ptrBlocks.zones"
                        disableSort
                        render={record => (record.zones.length ? record.zones.join(translate('accountControl.listSeparator')) : translate('ptrBlocks.noZones'))}
                    />
                    <Column source="createTime" label="ptrBlocks.createTime" disableSort sx={{ whiteSpace: 'nowrap' }} />
                    <Column
                        label="ptrBlocks.actions"
                        disableSort
                        align="right"
                        sx={{ whiteSpace: 'nowrap' }}
                        render={record => <RemoveButton record={record} onRemove={setRemoving} />}
                    />
                </DataTable>
                {assigning ? <AssignBlockDialog userId={userId} onClose={() => setAssigning(false)} /> : null}
            </List>
            <Confirm
                isOpen={removing !== null}
                loading={isPending}
                title="ptrBlocks.removeTitle"
                content="ptrBlocks.removeContent"
                translateOptions={{ block: removing?.block ?? '' }}
                onConfirm={confirmRemove}
                onClose={() => setRemoving(null)}
            />
        </div>
    );
};
