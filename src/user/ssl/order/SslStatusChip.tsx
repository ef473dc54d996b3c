import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusTone } from '../../../data/sslOrders/codes';

export const SslStatusChip = ({ status }: { status: number }) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            variant="outlined"
            color={statusTone(status)}
            label={translate(`ssl.status.${status}`, { _: String(status) })}
            data-testid="ssl-status"
        />
    );
};
