import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isExpired } from '../../../data/blackDomains/expiry';
import type { BlackDomain } from '../../../data/blackDomains/types';

/** When an entry stops applying: never, its time, or its time marked expired (the entry is kept but no longer applied). */
export const ExpiryCell = ({ record }: { record: BlackDomain }) => {
    const translate = useTranslate();
    if (!record.expireTime) return <span>{translate('blacklistTransfer.never')}</span>;
    return (
        <span style={{ whiteSpace: 'nowrap' }}>
            {record.expireTime}{' '}
            {isExpired(record.expireTime) ? <Chip size="small" color="warning" variant="outlined" label={translate('blacklistTransfer.expired')} /> : null}
        </span>
    );
};
