import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PTR_STATUS } from '../../../data/ptrRecords/api';

/** Taking effect (the 1 to 2 working days) or active. */
export const PtrStatusChip = ({ status }: { status: number }) => {
    const translate = useTranslate();
    const active = Number(status) === PTR_STATUS.active;
    return (
        <Chip
            size="small"
            variant="outlined"
            color={active ? 'success' : 'warning'}
            label={translate(active ? 'ptr.records.statusActive' : 'ptr.records.statusPending')}
        />
    );
};
