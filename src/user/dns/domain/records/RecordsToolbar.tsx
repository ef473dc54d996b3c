import AddIcon from '@mui/icons-material/Add';
import { Button, FilterButton, TopToolbar } from 'react-admin';
import { useRecordPageActions } from './RecordPageContext';

/** Add a record; on a phone also the button that adds the filters kept off screen (see recordFilters). */
export const RecordsToolbar = ({ filterButton = false }: { filterButton?: boolean }) => {
    const { add, locked } = useRecordPageActions();
    return (
        <TopToolbar>
            {filterButton ? <FilterButton /> : null}
            <Button label="records.add" variant="contained" onClick={add} disabled={locked} data-testid="records-add">
                <AddIcon />
            </Button>
        </TopToolbar>
    );
};
