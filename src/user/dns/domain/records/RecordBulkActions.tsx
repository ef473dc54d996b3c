import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import { Button as MuiButton } from '@mui/material';
import { BulkActionsToolbar, Button, useTranslate } from 'react-admin';
import { useRecordSelection } from './selection';

/**
 * Gmail's "select all N matching": offered once the whole page is selected and more records match; once chosen,
 * the toolbar's title says "all N" (RecordBulkToolbar) and this offers going back to the page.
 */
const SelectAllMatching = () => {
    const translate = useTranslate();
    const { allMatching, canOfferMatching, total, selectMatching, onlyPage } = useRecordSelection();
    if (allMatching) {
        return (
            <MuiButton size="small" onClick={onlyPage} data-testid="records-keep-page">
                {translate('records.batch.keepPage')}
            </MuiButton>
        );
    }
    if (!canOfferMatching) return null;
    return (
        <MuiButton size="small" onClick={selectMatching} data-testid="records-select-matching">
            {translate('records.batch.selectAllMatching', { smart_count: total })}
        </MuiButton>
    );
};

/**
 * The bar over the table while rows are selected. Its title is one count: the rows selected ("20 selected"), or,
 * once "all matching" is chosen, all of them ("all 221 records matching the filter"), never both. The label given
 * to react-admin's toolbar is then the translated text (translate passes a text that is no key through).
 */
export const RecordBulkToolbar = () => {
    const translate = useTranslate();
    const { allMatching, total } = useRecordSelection();
    const label = allMatching ? translate('records.batch.allMatchingSelected', { smart_count: total }) : 'ra.action.bulk_actions';
    return (
        <BulkActionsToolbar label={label} selectAllButton={<SelectAllMatching />}>
            <RecordBulkActions />
        </BulkActionsToolbar>
    );
};

/** Pause, enable, change TTL, delete: each opens the batch dialog for the selection or all matching. */
export const RecordBulkActions = () => {
    const { ask } = useRecordSelection();
    return (
        <>
            <Button label="records.batch.pause" onClick={() => ask('pause')}>
                <PauseIcon />
            </Button>
            <Button label="records.batch.enable" onClick={() => ask('enable')}>
                <PlayIcon />
            </Button>
            <Button label="records.batch.ttl" onClick={() => ask('ttl')}>
                <TimerIcon />
            </Button>
            <Button label="records.batch.delete" color="error" onClick={() => ask('delete')}>
                <DeleteIcon />
            </Button>
        </>
    );
};
