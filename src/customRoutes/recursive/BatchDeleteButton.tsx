import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Confirm, useDeleteMany, useListContext, useNotify } from 'react-admin';
import { LockHint } from './LockHint';
import { useRecursionLock } from './useRecursiveStatus';

/**
 * Deletes the selected segments after a confirmation. It is always in the toolbar (SPEC section 5: pressing
 * it with nothing selected says 请选择要删除的数据) and is also the list's bulk action.
 */
export const BatchDeleteButton = () => {
    const { selectedIds, onUnselectItems, resource } = useListContext();
    const { locked, hint } = useRecursionLock();
    const notify = useNotify();
    const [open, setOpen] = useState(false);
    const [deleteMany, { isPending }] = useDeleteMany();

    const handleClick = () => {
        if (selectedIds.length === 0) notify('recursive.notify.nothingSelected', { type: 'warning' });
        else setOpen(true);
    };
    const handleConfirm = async () => {
        try {
            await deleteMany(resource, { ids: selectedIds }, { mutationMode: 'pessimistic', returnPromise: true });
            notify('recursive.notify.deleted', { type: 'success' });
            onUnselectItems();
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        } finally {
            setOpen(false);
        }
    };

    return (
        <>
            <LockHint hint={hint}>
                <Button label="recursive.segments.batchDelete" onClick={handleClick} disabled={locked} color="error">
                    <DeleteIcon />
                </Button>
            </LockHint>
            <Confirm
                isOpen={open}
                loading={isPending}
                title="recursive.segments.batchDeleteTitle"
                content="recursive.segments.batchDeleteContent"
                contentTranslateOptions={{ smart_count: selectedIds.length }}
                onConfirm={handleConfirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
