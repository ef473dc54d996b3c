import AddIcon from '@mui/icons-material/Add';
import { Button, TopToolbar } from 'react-admin';
import { useRecordPageActions } from './RecordPageContext';

export const RecordsToolbar = () => {
    const { add, locked } = useRecordPageActions();
    return (
        <TopToolbar>
            <Button label="records.add" variant="contained" onClick={add} disabled={locked} data-testid="records-add">
                <AddIcon />
            </Button>
        </TopToolbar>
    );
};
