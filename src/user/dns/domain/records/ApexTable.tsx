import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTablePrefs } from '../../../../console/preferences/tablePrefs';
import { ApexRows } from './ApexRows';
import { recordTableSx } from './recordTableSx';

/** The apex rows alone, in the record table's look: what a zone without records of the user's still holds. */
export const ApexTable = () => {
    const { size, border } = useTablePrefs().prefs;
    const sx = useMemo(() => recordTableSx({ size, border, selectable: false }), [size, border]);
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Box sx={sx}>
                <table className="MuiTable-root RaDataTable-table">
                    <tbody className="MuiTableBody-root RaDataTable-tbody">
                        <ApexRows selectable={false} />
                    </tbody>
                </table>
            </Box>
        </Box>
    );
};
