import AddIcon from '@mui/icons-material/Add';
import { Button, FilterButton, TopToolbar } from 'react-admin';
import { QuickSetupButton } from '../../quickSetup/QuickSetupButton';
import { useRecordPageActions } from './RecordPageContext';

/** Quick setup and add a record; on a phone also the button that adds the filters kept off screen (see recordFilters). */
export const RecordsToolbar = ({ filterButton = false }: { filterButton?: boolean }) => {
    const { add, readOnly, zone } = useRecordPageActions();
    const closed = readOnly !== null;
    return (
        <TopToolbar>
            {filterButton ? <FilterButton /> : null}
            <QuickSetupButton domain={{ id: zone.domain_id, domain: zone.domain }} disabled={closed} />
            <Button label="records.add" variant="contained" onClick={add} disabled={closed} data-testid="records-add">
                <AddIcon />
            </Button>
        </TopToolbar>
    );
};
