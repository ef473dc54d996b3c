import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

export const LockNotice = () => {
    const translate = useTranslate();
    return (
        <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 1 }} data-testid="records-locked">
            {translate('records.locked')}
        </Alert>
    );
};
