import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { BulkDeleteWithConfirmButton, Confirm } from '../../../../ui/singleFlight';
import { useDomainAction } from '../useDomainAction';
import { inBatches } from './matching';
import { useSelection } from './useSelection';

/** Deletes every domain matching the filter, 100 ids per batch delete call, after a confirmation giving the count. */
const DeleteAllMatchingButton = () => {
    const { count, targets, onUnselectItems } = useSelection();
    const [open, setOpen] = useState(false);
    const remove = useDomainAction<void>(
        async provider => inBatches(await targets(new AbortController().signal), batch => provider.deleteMany('domain', { ids: batch })),
        'domains.notify.deleted',
    );
    return (
        <>
            <Button label="domains.bulk.delete" color="error" onClick={() => setOpen(true)} disabled={remove.isPending}>
                <DeleteOutline />
            </Button>
            <Confirm
                isOpen={open}
                loading={remove.isPending}
                title="domainAccess.matching.deleteTitle"
                content="domainAccess.matching.deleteBody"
                translateOptions={{ smart_count: count }}
                confirmColor="warning"
                onConfirm={() =>
                    remove.mutate(undefined, {
                        onSuccess: () => onUnselectItems(),
                        onSettled: () => setOpen(false),
                    })
                }
                onClose={() => setOpen(false)}
            />
        </>
    );
};

/** Deletes the selected domains after a confirmation giving their count and names (all matching: the count). */
export const BulkDeleteButton = () => {
    const translate = useTranslate();
    const { selectedIds, names, more, allMatching } = useSelection();
    if (allMatching) return <DeleteAllMatchingButton />;
    // the names are this list's own: the content is given translated (react-admin's options carry only the count)
    const content = translate(more > 0 ? 'domains.delete.manyMore' : 'domains.delete.many', { smart_count: selectedIds.length, names, more });
    return (
        <BulkDeleteWithConfirmButton
            mutationMode="pessimistic"
            label="domains.bulk.delete"
            icon={<DeleteOutline />}
            confirmTitle="domains.delete.manyTitle"
            confirmContent={<>{content}</>}
            confirmColor="warning"
            successMessage="domains.notify.deleted"
            disabled={selectedIds.length === 0}
        />
    );
};
