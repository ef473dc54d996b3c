import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Why the records cannot be changed: the domain is locked, or `reason` (a sub-account's role). */
export const LockNotice = ({ reason }: { reason?: string | null }) => {
    const translate = useTranslate();
    return (
        <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 1 }} data-testid="records-locked">
            {reason ?? translate('records.locked')}
        </Alert>
    );
};
