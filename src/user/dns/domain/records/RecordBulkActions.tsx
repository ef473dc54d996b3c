import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import { Button as MuiButton, Typography } from '@mui/material';
import { BulkActionsToolbar, Button, useTranslate } from 'react-admin';
import { useRecordSelection } from './selection';

/** Gmail's "select all N matching": offered once the whole page is selected and more records match. */
const SelectAllMatching = () => {
    const translate = useTranslate();
    const { allMatching, canOfferMatching, total, selectMatching, onlyPage } = useRecordSelection();
    if (allMatching) {
        return (
            <>
                <Typography variant="body2" sx={{ color: 'text.primary', ml: 1 }} data-testid="records-all-matching">
                    {translate('records.batch.allMatchingSelected', { smart_count: total })}
                </Typography>
                <MuiButton size="small" onClick={onlyPage}>
                    {translate('records.batch.keepPage')}
                </MuiButton>
            </>
        );
    }
    if (!canOfferMatching) return null;
    return (
        <MuiButton size="small" onClick={selectMatching} data-testid="records-select-matching">
            {translate('records.batch.selectAllMatching', { smart_count: total })}
        </MuiButton>
    );
};

export const RecordBulkToolbar = () => (
    <BulkActionsToolbar selectAllButton={<SelectAllMatching />}>
        <RecordBulkActions />
    </BulkActionsToolbar>
);

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
