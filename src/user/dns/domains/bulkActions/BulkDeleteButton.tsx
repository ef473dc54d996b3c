import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { useSelection } from './useSelection';
import { BulkDeleteWithConfirmButton } from '../../../../ui/singleFlight';

/** Deletes the selected domains after a confirmation giving their count and names. */
export const BulkDeleteButton = () => {
    const translate = useTranslate();
    const { selectedIds, names, more } = useSelection();
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
