import AddIcon from '@mui/icons-material/Add';
import { Button } from 'react-admin';
import { LockHint } from './LockHint';
import { useSegmentDialog } from './SegmentDialogContext';
import { useRecursionLock } from './useRecursiveStatus';

export const AddSegmentButton = () => {
    const { openAdd } = useSegmentDialog();
    const { locked, hint } = useRecursionLock();
    return (
        <LockHint hint={hint}>
            <Button label="recursive.segments.add" onClick={openAdd} disabled={locked} variant="contained">
                <AddIcon />
            </Button>
        </LockHint>
    );
};
