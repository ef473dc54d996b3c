import EditIcon from '@mui/icons-material/EditOutlined';
import { Box } from '@mui/material';
import { Button, useRecordContext } from 'react-admin';
import { DeferredDeleteButton } from '../../../console/overrides/DeferredDeleteButton';
import type { RecursiveSegment } from '../../../data/recursiveSegments';
import { LockHint } from './LockHint';
import { useSegmentDialog } from './SegmentDialogContext';
import { segmentRangeText } from './SegmentRange';
import { useRecursionLock } from './useRecursiveStatus';

/** Edit and delete (with confirmation) for one row. */
export const SegmentRowActions = () => {
    const record = useRecordContext<RecursiveSegment>();
    const { openEdit } = useSegmentDialog();
    const { locked, hint } = useRecursionLock();
    if (!record) return null;
    return (
        <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
            <LockHint hint={hint}>
                <Button label="recursive.segments.edit" onClick={() => openEdit(record)} disabled={locked}>
                    <EditIcon />
                </Button>
            </LockHint>
            <LockHint hint={hint}>
                <DeferredDeleteButton
                    label="recursive.segments.delete"
                    disabled={locked}
                    redirect={false}
                    mutationMode="pessimistic"
                    confirmTitle="recursive.segments.deleteTitle"
                    confirmContent="recursive.segments.deleteContent"
                    contentTranslateOptions={{ range: segmentRangeText(record) }}
                    successMessage="recursive.notify.deleted"
                />
            </LockHint>
        </Box>
    );
};
