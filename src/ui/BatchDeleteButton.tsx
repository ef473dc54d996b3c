import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, useDeleteMany, useListContext, useNotify } from 'react-admin';
import { Confirm } from './singleFlight';

interface BatchDeleteButtonProps {
    /** Translation keys: the button, and the confirmation's title and content (given `smart_count`). */
    label: string;
    title: string;
    content: string;
    disabled?: boolean;
    /** After the rows are gone (e.g. refresh another view of them). */
    onDeleted?: () => void;
    /** Wraps the button, e.g. in a tooltip saying why it is disabled. */
    wrap?: (button: ReactElement) => ReactNode;
}

/**
 * Deletes the list's selected rows after a confirmation counting them. It may sit in the toolbar too, where
 * pressing it with nothing selected says 请选择要删除的数据 (SPEC section 5). A refusal shows the server's msg.
 */
export const BatchDeleteButton = ({ label, title, content, disabled, onDeleted, wrap = button => button }: BatchDeleteButtonProps) => {
    const { selectedIds, onUnselectItems, resource } = useListContext();
    const notify = useNotify();
    const [open, setOpen] = useState(false);
    const [deleteMany, { isPending }] = useDeleteMany();

    const handleClick = () => {
        if (selectedIds.length === 0) notify('common.nothingSelected', { type: 'warning' });
        else setOpen(true);
    };
    const handleConfirm = async () => {
        try {
            await deleteMany(resource, { ids: selectedIds }, { mutationMode: 'pessimistic', returnPromise: true });
            notify('common.done.deleted', { type: 'success' });
            onUnselectItems();
            onDeleted?.();
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
        } finally {
            setOpen(false);
        }
    };

    return (
        <>
            {wrap(
                <Button label={label} onClick={handleClick} disabled={disabled} color="error">
                    <DeleteIcon />
                </Button>,
            )}
            <Confirm
                isOpen={open}
                loading={isPending}
                title={title}
                content={content}
                contentTranslateOptions={{ smart_count: selectedIds.length }}
                confirmColor="warning"
                onConfirm={handleConfirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
