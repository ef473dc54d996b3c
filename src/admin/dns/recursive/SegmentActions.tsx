import { TopToolbar } from 'react-admin';
import { AddSegmentButton } from './AddSegmentButton';
import { BatchDeleteButton } from './BatchDeleteButton';

export const SegmentActions = () => (
    <TopToolbar>
        <BatchDeleteButton />
        <AddSegmentButton />
    </TopToolbar>
);
