import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isEnabled, type Domain } from '../api';

export const StatusChip = ({ record }: { record: Pick<Domain, 'status'> }) => {
    const translate = useTranslate();
    const enabled = isEnabled(record);
    return (
        <Chip
            size="small"
            variant={enabled ? 'outlined' : 'filled'}
            color={enabled ? 'success' : 'default'}
            label={translate(enabled ? 'domains.status.enabled' : 'domains.status.paused')}
        />
    );
};
