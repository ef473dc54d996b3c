import AddIcon from '@mui/icons-material/Add';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ApexTable } from './ApexTable';
import { useRecordPageActions } from './RecordPageContext';

/** No records: with filters, say so and offer to clear them; without, the service's apex rows and an invitation to the first record. */
export const RecordsEmpty = () => {
    const translate = useTranslate();
    const { filterValues, setFilters } = useListContext();
    const { add, readOnly } = useRecordPageActions();
    const filtered = Object.values(filterValues ?? {}).some(value => value !== undefined && value !== '');
    return (
        <>
            {filtered ? null : <ApexTable />}
            <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }} data-testid="records-empty">
                <DnsOutlined sx={{ fontSize: 56, opacity: 0.5 }} />
                {filtered ? (
                    <>
                        <Typography variant="body1" sx={{ mt: 1 }}>
                            {translate('records.empty.noMatch')}
                        </Typography>
                        <Button sx={{ mt: 2 }} onClick={() => setFilters({}, [])}>
                            {translate('records.empty.clearFilters')}
                        </Button>
                    </>
                ) : (
                    <>
                        <Typography variant="h6" sx={{ mt: 1 }}>
                            {translate('records.empty.title')}
                        </Typography>
                        <Typography variant="body2" sx={{ maxWidth: 480, mx: 'auto', mt: 0.5 }}>
                            {translate('records.empty.hint')}
                        </Typography>
                        <Button sx={{ mt: 2 }} variant="contained" startIcon={<AddIcon />} onClick={add} disabled={readOnly !== null}>
                            {translate('records.add')}
                        </Button>
                    </>
                )}
            </Box>
        </>
    );
};
