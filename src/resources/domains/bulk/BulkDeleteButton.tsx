import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { Button, Confirm } from 'react-admin';
import { useDomainAction } from '../useDomainAction';
import { useSelection } from './useSelection';

/** Deletes the selected domains after a confirmation giving their count and names. */
export const BulkDeleteButton = () => {
    const { selectedIds, onUnselectItems, names, more } = useSelection();
    const [open, setOpen] = useState(false);
    const remove = useDomainAction<void>(provider => provider.deleteMany('domain', { ids: selectedIds }), 'domains.notify.deleted');
    return (
        <>
            <Button label="domains.bulk.delete" color="error" disabled={selectedIds.length === 0} onClick={() => setOpen(true)}>
                <DeleteOutline />
            </Button>
            <Confirm
                isOpen={open}
                loading={remove.isPending}
                title="domains.delete.manyTitle"
                content={more > 0 ? 'domains.delete.manyMore' : 'domains.delete.many'}
                translateOptions={{ smart_count: selectedIds.length }}
                contentTranslateOptions={{ smart_count: selectedIds.length, names, more }}
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
