import { TopToolbar } from 'react-admin';
import { AddSegmentButton } from './AddSegmentButton';
import { BatchDeleteButton } from './BatchDeleteButton';
import { SegmentTransfer } from './SegmentTransfer';

export const SegmentActions = () => (
    <TopToolbar>
        <BatchDeleteButton />
        <SegmentTransfer />
        <AddSegmentButton />
    </TopToolbar>
);
