import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, useTranslate } from 'react-admin';
import { DeferredFilterForm } from '../../../console/overrides/DeferredFilterForm';
import { useListPaging } from '../../../console/overrides/ListPaging';
import type { RecursiveSegment } from '../../../data/recursiveSegments';
import { BatchDeleteButton } from './BatchDeleteButton';
import { SegmentActions } from './SegmentActions';
import { SegmentDialog } from './SegmentDialog';
import { SegmentDialogProvider } from './SegmentDialogContext';
import { IpCell } from './SegmentRange';
import { SegmentRowActions } from './SegmentRowActions';
import { SegmentsEmpty } from './SegmentsEmpty';
import { SEGMENT_LIST } from '../../../data/recursiveSegments/listReads';
import { scrollingListSx } from '../../../ui/listLayout';

const Column = DataTable.Col<RecursiveSegment>;

const TypeCell = ({ record }: { record: RecursiveSegment }) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            variant="outlined"
            color={record.type === 2 ? 'secondary' : 'default'}
            label={translate(record.type === 2 ? 'recursive.type.all' : 'recursive.type.specified')}
        />
    );
};

/** The IP segments of the recursive service: search by remark, paging, selection, add, edit, delete. */
export const SegmentList = () => {
    const translate = useTranslate();
    // the filter is trimmed in the request (api.ts); changing it returns to page 1 (react-admin's setFilters)
    const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('recursive.segments.search')} />];
    return (
        <SegmentDialogProvider>
            <List<RecursiveSegment>
                resource={SEGMENT_LIST.resource}
                sort={SEGMENT_LIST.sort}
                title={false}
                filters={<DeferredFilterForm filters={filters} />}
                actions={<SegmentActions />}
                {...useListPaging()}
                empty={false}
                storeKey={SEGMENT_LIST.storeKey}
                // the table scrolls sideways on a phone instead of widening the page
                sx={scrollingListSx}
            >
                <DataTable<RecursiveSegment> rowClick={false} bulkActionButtons={<BatchDeleteButton />} empty={<SegmentsEmpty />}>
                    <Column source="sourceIpS" disableSort render={record => <IpCell record={record} end="start" />} />
                    <Column source="sourceIpE" disableSort render={record => <IpCell record={record} end="end" />} />
                    <Column source="remark" disableSort sx={{ minWidth: 120 }} />
                    <Column source="createTime" disableSort sx={{ whiteSpace: 'nowrap' }} />
                    <Column source="type" disableSort render={record => <TypeCell record={record} />} />
                    <Column label="recursive.segments.actions" disableSort align="right">
                        <SegmentRowActions />
                    </Column>
                </DataTable>
                <SegmentDialog />
            </List>
        </SegmentDialogProvider>
    );
};
